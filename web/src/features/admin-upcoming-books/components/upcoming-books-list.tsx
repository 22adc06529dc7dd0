import { BookOpen, CalendarDays, ExternalLink, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddLink } from '@/components/ui/list/add-link';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListRow } from '@/components/ui/list/list-row';
import { ListState } from '@/components/ui/list/list-state';
import { PreviewButtons } from '@/components/ui/list/preview-buttons';
import { PublishBadge } from '@/components/ui/list/publish-badge';
import { DeleteButton, EditLink } from '@/components/ui/list/row-actions';
import { Thumbnail } from '@/components/ui/list/thumbnail';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';
import type { UpcomingBook } from '@/types/api';

import { useDeleteUpcomingBook } from '../api/delete-upcoming-book';
import { useUpcomingBooks } from '../api/get-upcoming-books';
import { useReleaseUpcomingBook } from '../api/release-upcoming-book';

import type { ReleaseErrorsState } from './edit-upcoming-book';
import { ReleasedNotice, type Released } from './released-notice';

export const MSG_UPCOMING_BOOKS_FAILED = 'Failed to load upcoming books. Please try again.';
export const MSG_DELETE_FAILED = 'Failed to delete upcoming book. Please try again.';
export const MSG_RELEASE_FAILED = 'Failed to release the book. Please try again.';

const releaseTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

// '2027-03-15' (or with a time suffix) as 'March 15, 2027'; anything else as it is.
export function releaseDateInWords(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

type ItemProps = { book: UpcomingBook; onRelease: (book: UpcomingBook) => void; onDelete: (book: UpcomingBook) => void };

function UpcomingBookItem({ book, onRelease, onDelete }: ItemProps) {
  return (
    <ListRow
      media={<Thumbnail src={book.coverImageUrl} icon={BookOpen} />}
      actions={
        <>
          <EditLink to={adminPaths.editUpcomingBook.getHref(book.id)} itemName={book.title} />
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
          <PreviewButtons kind="upcoming" id={book.id} status={book.status} title={book.title} />
          <Button variant="secondary" onClick={() => onRelease(book)}>
            <Rocket aria-hidden="true" className="size-4" />
            Release now <span className="sr-only">{book.title}</span>
          </Button>
          <DeleteButton itemName={book.title} onClick={() => onDelete(book)} />
        </>
      }
    >
      <h2 className="break-words text-lg font-extrabold text-stone-900">{book.title}</h2>
      <PublishBadge status={book.status} publishAt={book.publishAt} />
      {book.release?.at ? (
        <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-bold text-green-900 ring-1 ring-green-300">
          Becomes a book on {releaseTime(book.release.at)}
        </span>
      ) : null}
      <p className="text-stone-700">by {book.author}</p>
      <p className="flex items-center gap-1.5 text-sm text-stone-700">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Expected <time dateTime={book.expectedReleaseDate}>{releaseDateInWords(book.expectedReleaseDate)}</time>
        </span>
      </p>
    </ListRow>
  );
}

// The upcoming books list (spec §2 "Upcoming books list and form"): soonest expected
// release first, with edit and delete; deleting asks first. "Release now" asks too, then makes
// it a book (issue #30 part 3); when its details are missing, the form opens with them marked.
export function UpcomingBooksList() {
  const books = useUpcomingBooks();
  const toast = useToast();
  const navigate = useNavigate();
  const [released, setReleased] = useState<Released | null>(null);
  const deletion = useConfirmAction({
    mutation: useDeleteUpcomingBook(),
    failureMessage: MSG_DELETE_FAILED,
    onDone: (book) => toast.show(`"${book.title}" has been deleted.`),
  });
  // A release refused for missing details opens the form with them marked; any other failure
  // is said in a toast.
  const release = useConfirmAction({
    mutation: useReleaseUpcomingBook(),
    headingRef: deletion.headingRef,
    failureMessage: MSG_RELEASE_FAILED,
    onDone: (book, answer) => {
      setReleased({ ...answer, title: book.title });
      toast.show(`"${book.title}" is now in Books.`);
    },
    onFailed: (book, error) => {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        const state: ReleaseErrorsState = { releaseErrors: error.fields };
        void navigate(adminPaths.editUpcomingBook.getHref(book.id), { state });
        return;
      }
      toast.show(userMessage(error, MSG_RELEASE_FAILED), { tone: 'error' });
    },
  });
  const pending = release.pending;
  const count = books.data?.length ?? 0;

  return (
    <div className="space-y-6">
      <ListHeader
        title="Upcoming Books"
        headingRef={deletion.headingRef}
        intro={
          books.isSuccess && count > 0
            ? `${count === 1 ? '1 upcoming book' : `${count} upcoming books`}, soonest release first`
            : undefined
        }
        action={<AddLink to={adminPaths.newUpcomingBook.getHref()}>Add Upcoming Book</AddLink>}
      />
      {released ? <ReleasedNotice released={released} onClose={() => setReleased(null)} /> : null}

      <ListState
        query={books}
        loadingLabel="Loading upcoming books..."
        loadFailedMessage={MSG_UPCOMING_BOOKS_FAILED}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="No upcoming books yet"
            action={<AddLink to={adminPaths.newUpcomingBook.getHref()}>Add Your First Upcoming Book</AddLink>}
          >
            Announce a book before it is released and it will appear under Coming Soon on the home page.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="space-y-4">
            {list.map((book) => (
              <UpcomingBookItem key={book.id} book={book} onRelease={release.ask} onDelete={deletion.ask} />
            ))}
          </ul>
        )}
      </ListState>

      <ConfirmDialog {...release.dialog} title="Release this book now?" confirmLabel="Release Now" busyLabel="Releasing...">
        <p>Make “{pending?.title}” a book now? It leaves Coming Soon and appears in Books.</p>
      </ConfirmDialog>

      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this upcoming book?"
        confirmLabel="Delete Upcoming Book"
        busyLabel="Deleting..."
      >
        <p>
          Delete &quot;{deletion.pending?.title}&quot;? It will no longer appear under Coming Soon. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
