import { useParams } from 'react-router';

import { site } from '@/config/site';
import { EditUpcomingBook } from '@/features/admin-upcoming-books/components/edit-upcoming-book';

export function EditUpcomingBookScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{`Edit Upcoming Book | Admin Portal | ${site.name}`}</title>
      <EditUpcomingBook key={id} id={id} />
    </>
  );
}
