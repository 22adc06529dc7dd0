import { useParams } from 'react-router';

import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { EditUpcomingBook } from '@/features/admin-upcoming-books/components/edit-upcoming-book';

export function EditUpcomingBookScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Edit Upcoming Book" />
      <EditUpcomingBook key={id} id={id} />
    </>
  );
}
