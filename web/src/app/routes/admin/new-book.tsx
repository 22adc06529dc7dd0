import { site } from '@/config/site';
import { NewBook } from '@/features/admin-books/components/new-book';

export function NewBookScreen() {
  return (
    <>
      <title>{`Add New Book | Admin Portal | ${site.name}`}</title>
      <NewBook />
    </>
  );
}
