import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { NewUpcomingBook } from '@/features/admin-upcoming-books/components/new-upcoming-book';

export function NewUpcomingBookScreen() {
  return (
    <>
      <AdminTitle title="Add Upcoming Book" />
      <NewUpcomingBook />
    </>
  );
}
