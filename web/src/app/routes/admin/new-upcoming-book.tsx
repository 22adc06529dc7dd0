import { site } from '@/config/site';
import { NewUpcomingBook } from '@/features/admin-upcoming-books/components/new-upcoming-book';

export function NewUpcomingBookScreen() {
  return (
    <>
      <title>{`Add Upcoming Book | Admin Portal | ${site.name}`}</title>
      <NewUpcomingBook />
    </>
  );
}
