import { NewBook } from '@/features/admin-books/components/new-book';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function NewBookScreen() {
  return (
    <>
      <AdminTitle title="Add New Book" />
      <NewBook />
    </>
  );
}
