import { PageTitle } from '@/components/page-title';
import { NewBook } from '@/features/admin-books/components/new-book';

export function NewBookScreen() {
  return (
    <>
      <PageTitle title="Add New Book" admin />
      <NewBook />
    </>
  );
}
