import { RefreshCw } from 'lucide-react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';

import { isNotFound, useUpcomingBook } from '../api/get-upcoming-book';

import { UpcomingBookForm } from './upcoming-book-form';
import { UpcomingBookFormHeader } from './upcoming-book-form-header';

export const MSG_UPCOMING_LOAD_FAILED = 'Failed to load upcoming book data. Please try again.';
export const MSG_UPCOMING_NOT_FOUND = 'Upcoming book not found.';

// The edit screen: loads the upcoming book, then the form starts from it.
export function EditUpcomingBook({ id }: { id: string }) {
  const book = useUpcomingBook(id);

  return (
    <div className="space-y-6">
      <UpcomingBookFormHeader title="Edit Upcoming Book" />
      {book.isPending ? (
        <Spinner label="Loading upcoming book..." />
      ) : book.isError ? (
        <div role="alert" className="rounded-3xl border-2 border-red-200 bg-red-50 p-6 text-center">
          {isNotFound(book.error) ? (
            <>
              <p className="font-semibold text-red-800">{MSG_UPCOMING_NOT_FOUND}</p>
              <ButtonLink to={adminPaths.upcomingBooks.getHref()} className="mt-4">
                Back to Upcoming Books
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="font-semibold text-red-800">{MSG_UPCOMING_LOAD_FAILED}</p>
              <Button className="mt-4" onClick={() => void book.refetch()} disabled={book.isFetching}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Try Again
              </Button>
            </>
          )}
        </div>
      ) : (
        <UpcomingBookForm key={book.data.id} book={book.data} />
      )}
    </div>
  );
}
