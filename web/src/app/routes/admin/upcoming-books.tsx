import { site } from '@/config/site';
import { UpcomingBooksList } from '@/features/admin-upcoming-books/components/upcoming-books-list';

export function UpcomingBooksScreen() {
  return (
    <>
      <title>{`Upcoming Books | Admin Portal | ${site.name}`}</title>
      <UpcomingBooksList />
    </>
  );
}
