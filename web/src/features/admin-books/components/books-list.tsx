import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { bookSlugWithId } from '@/lib/book-url';
import type { Book } from '@/types/api';

import { useDeleteBook } from '../api/delete-book';
import { useBooks } from '../api/get-books';

import { BookThumbnail } from './book-thumbnail';

export const MSG_BOOKS_FAILED = 'Failed to load books. Please try again.';
export const MSG_DELETE_FAILED = 'Failed to delete book. Please try again.';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function formatDate(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function BookItem({ book, onDelete }: { book: Book; onDelete: (book: Book) => void }) {
  const added = formatDate(book.createdAt);
  return (
    <li className="flex flex-col gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <BookThumbnail src={book.coverImage} />
        <div className="min-w-0">
          <h2 className="break-words text-lg font-extrabold text-stone-900">{book.title}</h2>
          <p className="text-stone-700">by {book.author}</p>
          {added ? (
            <p className="text-sm text-stone-700">
              Added <time dateTime={book.createdAt}>{added}</time>
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={adminPaths.editBook.getHref(book.id)} variant="secondary">
          <Pencil aria-hidden="true" className="size-4" />
          Edit <span className="sr-only">{book.title}</span>
        </ButtonLink>
        <a
          href={paths.book.getHref(bookSlugWithId(book))}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'ghost' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          View on site <span className="sr-only">for {book.title} (opens in a new tab)</span>
        </a>
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onDelete(book)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete <span className="sr-only">{book.title}</span>
        </Button>
      </div>
    </li>
  );
}

function AddBookLink({ children }: { children: string }) {
  return (
    <ButtonLink to={adminPaths.newBook.getHref()}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </ButtonLink>
  );
}

// The books list (spec §2 "Books list"): every book, newest first, with edit, view and
// delete; deleting asks first.
export function BooksList() {
  const books = useBooks();
  const deletion = useDeleteBook();
  const toast = useToast();
  const [pending, setPending] = useState<Book | null>(null);
  const [focusHeading, setFocusHeading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // The deleted book's row is gone, and its Delete button with it: the list starts again.
  useEffect(() => {
    if (!focusHeading) return;
    heading.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const askToDelete = (book: Book) => {
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
            Books
          </h1>
          {books.isSuccess && count > 0 ? (
            <p className="mt-1 text-stone-700">{count === 1 ? '1 book' : `${count} books`}, newest first</p>
          ) : null}
        </div>
        <AddBookLink>Add New Book</AddBookLink>
      </div>

      {books.isPending ? (
        <Spinner label="Loading books..." />
      ) : books.isError ? (
        <LoadError message={MSG_BOOKS_FAILED} onRetry={() => void books.refetch()} retrying={books.isFetching} />
      ) : count === 0 ? (
        <div className="rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
          <p className="font-display text-xl font-bold text-stone-900">No books yet</p>
          <p className="mt-1 text-stone-700">Add your first book and it will appear on the website straight away.</p>
          <div className="mt-4">
            <AddBookLink>Add Your First Book</AddBookLink>
          </div>
        </div>
      ) : (
        <ul className="space-y-4">
          {books.data.map((book) => (
            <BookItem key={book.id} book={book} onDelete={askToDelete} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title="Delete this book?"
        confirmLabel="Delete Book"
        busyLabel="Deleting..."
        busy={deletion.isPending}
        error={deletion.isError ? MSG_DELETE_FAILED : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        <p>
          Delete &quot;{pending?.title}&quot;? This also removes its materials, videos and songs, reviews and kindness
          kits. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
