import { BookOpen, CalendarDays, ExternalLink } from 'lucide-react';

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
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useConfirmDelete } from '@/hooks/use-confirm-delete';
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
          <DeleteButton itemName={book.title} onClick={() => onDelete(book)} />
        </>
      }
    >
      <h2 className="break-words text-lg font-extrabold text-stone-900">{book.title}</h2>
      <PublishBadge status={book.status} publishAt={book.publishAt} />
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
// release first, with edit and delete; deleting asks first.
export function UpcomingBooksList() {
  const books = useUpcomingBooks();
  const toast = useToast();
  const deletion = useConfirmDelete({
    mutation: useDeleteUpcomingBook(),
    failureMessage: MSG_DELETE_FAILED,
    onDeleted: (book) => toast.show(`"${book.title}" has been deleted.`),
  });
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
              <UpcomingBookItem key={book.id} book={book} onDelete={deletion.ask} />
            ))}
          </ul>
        )}
      </ListState>

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
