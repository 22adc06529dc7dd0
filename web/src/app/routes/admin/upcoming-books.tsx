import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { UpcomingBooksList } from '@/features/admin-upcoming-books/components/upcoming-books-list';

export function UpcomingBooksScreen() {
  return (
    <>
      <AdminTitle title="Upcoming Books" />
      <UpcomingBooksList />
    </>
  );
}
