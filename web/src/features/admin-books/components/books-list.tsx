import { BookOpen, ExternalLink, Pin, PinOff, Star } from 'lucide-react';
import { useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AddLink } from '@/components/ui/list/add-link';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ListHeader } from '@/components/ui/list/list-header';
import { ListRow } from '@/components/ui/list/list-row';
import { ListState } from '@/components/ui/list/list-state';
import { DeleteButton, EditLink } from '@/components/ui/list/row-actions';
import { Thumbnail } from '@/components/ui/list/thumbnail';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { PreviewButtons } from '@/components/ui/list/preview-buttons';
import { PublishBadge } from '@/components/ui/list/publish-badge';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { useAdminBooks } from '@/lib/admin-catalogue';
import { bookSlugWithId } from '@/lib/book-url';
import { useSite } from '@/lib/site';
import { userMessage } from '@/lib/user-message';
import type { Book } from '@/types/api';

import { useFeaturedBookPin } from '../api/book-order';
import { useDeleteBook } from '../api/delete-book';
import { LANGUAGE_NAMES } from '../utils/book-form';

import { BookOrderEditor } from './book-order-editor';
import { GenreNamesDialog } from './genre-names-dialog';

export const MSG_BOOKS_FAILED = 'Failed to load books. Please try again.';
export const MSG_DELETE_FAILED = 'Failed to delete book. Please try again.';
export const MSG_PIN_FAILED = 'Failed to change the featured book. Please try again.';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function formatDate(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

type PinProps = { featured: boolean; onPin: (book: Book | null) => void; pinning: boolean };

function BookItem({ book, onDelete, pin }: { book: Book; onDelete: (book: Book) => void; pin: PinProps }) {
  const added = formatDate(book.createdAt);
  // A draft or scheduled book has no public page yet: it is previewed instead.
  const unpublished = book.status === 'draft' || book.status === 'scheduled';
  return (
    <ListRow
      media={<Thumbnail src={book.coverImage} icon={BookOpen} />}
      actions={
        <>
          <EditLink to={adminPaths.editBook.getHref(book.id)} itemName={book.title} />
          {unpublished ? (
            <PreviewButtons kind="book" id={book.id} status={book.status} title={book.title} />
          ) : (
          <a
            href={paths.book.getHref(bookSlugWithId(book))}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'ghost' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            View on site <span className="sr-only">for {book.title} (opens in a new tab)</span>
          </a>
          )}
          {pin.featured ? (
            <Button variant="ghost" onClick={() => pin.onPin(null)} disabled={pin.pinning}>
              <PinOff aria-hidden="true" className="size-4" />
              Unpin <span className="sr-only">{book.title} from the home page</span>
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => pin.onPin(book)} disabled={pin.pinning}>
              <Pin aria-hidden="true" className="size-4" />
              Pin as featured <span className="sr-only">{book.title}</span>
            </Button>
          )}
          <DeleteButton itemName={book.title} onClick={() => onDelete(book)} />
        </>
      }
    >
      <h2 className="break-words text-lg font-extrabold text-stone-900">{book.title}</h2>
      {pin.featured ? (
        <p className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-sm font-bold text-orange-900">
          <Star aria-hidden="true" className="size-4" />
          Featured on the home page
        </p>
      ) : null}
      <PublishBadge status={book.status} publishAt={book.publishAt} />
      <p className="text-stone-700">by {book.author}</p>
      <p className="text-sm text-stone-700">
        Language: <span className="font-semibold">{LANGUAGE_NAMES[book.language]}</span>
        {book.otherEdition ? (
          <>
            {' '}
            · {LANGUAGE_NAMES[book.otherEdition.language]} edition: {book.otherEdition.title}
          </>
        ) : null}
      </p>
      {added ? (
        <p className="text-sm text-stone-700">
          Added <time dateTime={book.createdAt}>{added}</time>
        </p>
      ) : null}
    </ListRow>
  );
}

// The books list (spec §2 "Books list"): every book, in the order /books shows them (newest
// first unless the owner set her own), with its edition's language and its edition in the other
// language, and edit, view and delete; deleting asks first. One book can be pinned as the home
// page's featured book, "Change order" sets the order of /books (BookOrderEditor), and "Genres in
// Spanish" names the English books' genres for the Spanish pages (GenreNamesDialog).
export function BooksList() {
  const books = useAdminBooks();
  const toast = useToast();
  const deletion = useConfirmAction({
    mutation: useDeleteBook(),
    failureMessage: MSG_DELETE_FAILED,
    onDone: (book) => toast.show(`"${book.title}" has been deleted.`),
  });
  const count = books.data?.length ?? 0;
  const custom = books.data?.some((b) => b.position !== null) ?? false;
  const [ordering, setOrdering] = useState(false);
  const [naming, setNaming] = useState(false);
  const { featuredBookId } = useSite().catalogue;
  const pin = useFeaturedBookPin();
  const onPin = (book: Book | null) =>
    pin.mutate(book?.id ?? null, {
      onSuccess: ({ message }) => toast.show(book ? `"${book.title}" is pinned as the featured book.` : message),
      onError: (error) => toast.show(userMessage(error, MSG_PIN_FAILED), { tone: 'error' }),
    });

  return (
    <div className="space-y-6">
      <ListHeader
        title="Books"
        headingRef={deletion.headingRef}
        intro={
          books.isSuccess && count > 0
            ? `${count === 1 ? '1 book' : `${count} books`}, ${custom ? 'in your order' : 'newest first'}`
            : undefined
        }
        action={
          <div className="flex flex-wrap gap-2">
            {count > 1 && !ordering ? (
              <Button variant="secondary" onClick={() => setOrdering(true)}>
                Change order
              </Button>
            ) : null}
            {count > 0 && !ordering ? (
              <Button variant="secondary" onClick={() => setNaming(true)}>
                Genres in Spanish
              </Button>
            ) : null}
            <AddLink to={adminPaths.newBook.getHref()}>Add New Book</AddLink>
          </div>
        }
      />

      <ListState
        query={books}
        loadingLabel="Loading books..."
        loadFailedMessage={MSG_BOOKS_FAILED}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No books yet" action={<AddLink to={adminPaths.newBook.getHref()}>Add Your First Book</AddLink>}>
            Add your first book and it will appear on the website straight away.
          </EmptyState>
        }
      >
        {(list) =>
          ordering ? (
            <BookOrderEditor books={list} onDone={() => setOrdering(false)} />
          ) : (
            <ul className="space-y-4">
              {list.map((book) => (
                <BookItem
                  key={book.id}
                  book={book}
                  onDelete={deletion.ask}
                  pin={{ featured: book.id === featuredBookId, onPin, pinning: pin.isPending }}
                />
              ))}
            </ul>
          )
        }
      </ListState>

      <GenreNamesDialog open={naming} onClose={() => setNaming(false)} />

      <ConfirmDialog {...deletion.dialog} title="Delete this book?" confirmLabel="Delete Book" busyLabel="Deleting...">
        <p>
          Delete &quot;{deletion.pending?.title}&quot;? This also removes its materials, videos and songs, reviews and kindness
          kits. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
