import { useParams } from 'react-router';

import { EditBook } from '@/features/admin-books/components/edit-book';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function EditBookScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Edit Book" />
      <EditBook key={id} id={id} />
    </>
  );
}
