import { site } from '@/config/site';
import { BooksList } from '@/features/admin-books/components/books-list';

export function BooksScreen() {
  return (
    <>
      <title>{`Books | Admin Portal | ${site.name}`}</title>
      <BooksList />
    </>
  );
}
