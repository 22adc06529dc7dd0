import { CalendarDays, ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { BookThumbnail } from '@/features/admin-books/components/book-thumbnail';
import type { UpcomingBook } from '@/types/api';

import { useDeleteUpcomingBook } from '../api/delete-upcoming-book';
import { useUpcomingBooks } from '../api/get-upcoming-books';

export const MSG_UPCOMING_BOOKS_FAILED = 'Failed to load upcoming books. Please try again.';
export const MSG_DELETE_FAILED = 'Failed to delete upcoming book. Please try again.';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

// '2027-03-15' (or with a time suffix) as 'March 15, 2027'; anything else as it is.
export function releaseDateInWords(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

function UpcomingBookItem({ book, onDelete }: { book: UpcomingBook; onDelete: (book: UpcomingBook) => void }) {
  return (
    <li className="flex flex-col gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <BookThumbnail src={book.coverImageUrl} />
        <div className="min-w-0">
          <h2 className="break-words text-lg font-extrabold text-stone-900">{book.title}</h2>
          <p className="text-stone-700">by {book.author}</p>
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span>
              Expected <time dateTime={book.expectedReleaseDate}>{releaseDateInWords(book.expectedReleaseDate)}</time>
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={adminPaths.editUpcomingBook.getHref(book.id)} variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">{book.title}</span>
        </ButtonLink>
        {book.preorderUrl ? (
          <a
            href={book.preorderUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-bold text-stone-800 transition-colors hover:bg-amber-100"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Pre-order page <span className="sr-only">for {book.title} (opens in a new tab)</span>
          </a>
        ) : null}
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onDelete(book)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete <span className="sr-only">{book.title}</span>
        </Button>
      </div>
    </li>
  );
}

function AddUpcomingBookLink({ children }: { children: string }) {
  return (
    <ButtonLink to={adminPaths.newUpcomingBook.getHref()}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </ButtonLink>
  );
}

// The upcoming books list (spec §2 "Upcoming books list and form"): soonest expected
// release first, with edit and delete; deleting asks first.
export function UpcomingBooksList() {
  const books = useUpcomingBooks();
  const deletion = useDeleteUpcomingBook();
  const toast = useToast();
  const [pending, setPending] = useState<UpcomingBook | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The deleted book's row is gone, and its Delete button with it: the list starts again.
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const askToDelete = (book: UpcomingBook) => {
    deletion.reset();
    setPending(book);
  };

  const confirmDelete = () => {
    if (!pending) return;
    deletion.mutate(pending, {
      onSuccess: (_, book) => {
        setPending(null);
        setFocusHeading(true);
        toast.show(`"${book.title}" has been deleted.`);
      },
    });
  };

  const count = books.data?.length ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-bold text-stone-900">
            Upcoming Books
          </h1>
          {books.isSuccess && count > 0 ? (
            <p className="mt-1 text-stone-700">
              {count === 1 ? '1 upcoming book' : `${count} upcoming books`}, soonest release first
            </p>
          ) : null}
        </div>
        <AddUpcomingBookLink>Add Upcoming Book</AddUpcomingBookLink>
      </div>

      {books.isPending ? (
        <Spinner label="Loading upcoming books..." />
      ) : books.isError ? (
        <LoadError message={MSG_UPCOMING_BOOKS_FAILED} onRetry={() => void books.refetch()} retrying={books.isFetching} />
      ) : count === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
          <p className="font-display text-xl font-bold text-stone-900">No upcoming books yet</p>
          <p className="mt-1 text-stone-700">
            Announce a book before it is released and it will appear under Coming Soon on the home page.
          </p>
          <div className="mt-4">
            <AddUpcomingBookLink>Add Your First Upcoming Book</AddUpcomingBookLink>
          </div>
        </div>
      ) : (
        <ul className="space-y-4">
          {books.data.map((book) => (
            <UpcomingBookItem key={book.id} book={book} onDelete={askToDelete} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title="Delete this upcoming book?"
        confirmLabel="Delete Upcoming Book"
        busyLabel="Deleting..."
        busy={deletion.isPending}
        error={deletion.isError ? MSG_DELETE_FAILED : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        <p>
          Delete &quot;{pending?.title}&quot;? It will no longer appear under Coming Soon. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
