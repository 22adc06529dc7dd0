import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { EditUpcomingBook } from '@/features/admin-upcoming-books/components/edit-upcoming-book';

export function EditUpcomingBookScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Edit Upcoming Book" admin />
      <EditUpcomingBook key={id} id={id} />
    </>
  );
}
