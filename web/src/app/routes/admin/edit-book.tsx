import { useParams } from 'react-router';

import { site } from '@/config/site';
import { EditBook } from '@/features/admin-books/components/edit-book';

export function EditBookScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{`Edit Book | Admin Portal | ${site.name}`}</title>
      <EditBook key={id} id={id} />
    </>
  );
}
