import { PageTitle } from '@/components/page-title';
import { NewUpcomingBook } from '@/features/admin-upcoming-books/components/new-upcoming-book';

export function NewUpcomingBookScreen() {
  return (
    <>
      <PageTitle title="Add Upcoming Book" admin />
      <NewUpcomingBook />
    </>
  );
}
