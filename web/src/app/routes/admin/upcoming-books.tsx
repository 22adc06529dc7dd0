import { PageTitle } from '@/components/page-title';
import { UpcomingBooksList } from '@/features/admin-upcoming-books/components/upcoming-books-list';

export function UpcomingBooksScreen() {
  return (
    <>
      <PageTitle title="Upcoming Books" admin />
      <UpcomingBooksList />
    </>
  );
}
