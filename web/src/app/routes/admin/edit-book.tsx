import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { EditBook } from '@/features/admin-books/components/edit-book';

export function EditBookScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Edit Book" admin />
      <EditBook key={id} id={id} />
    </>
  );
}
