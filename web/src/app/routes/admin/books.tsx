import { useLocation } from 'react-router';

import { BooksList } from '@/features/admin-books/components/books-list';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { AnnounceBookOffer } from '@/features/admin-newsletter/components/announce-book';

export function BooksScreen() {
  // The book form, after adding a book, names it: a newsletter about it is offered.
  const added = (useLocation().state as { addedBookId?: string } | null)?.addedBookId;
  return (
    <>
      <AdminTitle title="Books" />
      {added ? (
        <div className="mb-6">
          <AnnounceBookOffer bookId={added} />
        </div>
      ) : null}
      <BooksList />
    </>
  );
}
