import { PageTitle } from '@/components/page-title';
import { BooksList } from '@/features/admin-books/components/books-list';

export function BooksScreen() {
  return (
    <>
      <PageTitle title="Books" admin />
      <BooksList />
    </>
  );
}
