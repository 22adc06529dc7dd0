import { BooksList } from '@/features/admin-books/components/books-list';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function BooksScreen() {
  return (
    <>
      <AdminTitle title="Books" />
      <BooksList />
    </>
  );
}
