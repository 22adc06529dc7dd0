import { RefreshCw } from 'lucide-react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';

import { isNotFound, useBook } from '../api/get-book';

import { BookForm } from './book-form';
import { BookFormHeader } from './book-form-header';

export const MSG_BOOK_LOAD_FAILED = 'Failed to load book data. Please try again.';
export const MSG_BOOK_NOT_FOUND = 'Book not found.';

// The edit screen: loads the book with its materials, then the form starts from it.
export function EditBook({ id }: { id: string }) {
  const book = useBook(id);

  return (
    <div className="space-y-6">
      <BookFormHeader title="Edit Book" />
      {book.isPending ? (
        <Spinner label="Loading book..." />
      ) : book.isError ? (
        <div role="alert" className="rounded-3xl border-2 border-red-200 bg-red-50 p-6 text-center">
          {isNotFound(book.error) ? (
            <>
              <p className="font-semibold text-red-800">{MSG_BOOK_NOT_FOUND}</p>
              <ButtonLink to={adminPaths.books.getHref()} className="mt-4">
                Back to Books
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="font-semibold text-red-800">{MSG_BOOK_LOAD_FAILED}</p>
              <Button className="mt-4" onClick={() => void book.refetch()} disabled={book.isFetching}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Try Again
              </Button>
            </>
          )}
        </div>
      ) : (
        <BookForm key={book.data.id} book={book.data} />
      )}
    </div>
  );
}
