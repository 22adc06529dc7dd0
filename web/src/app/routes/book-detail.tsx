import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBook } from '@/features/books/api/get-book';
import { CanonicalRedirect } from '@/features/books/components/canonical-redirect';
import { BookDetail } from '@/features/book-detail/components/book-detail';
import { BookDetailMessage } from '@/features/book-detail/components/book-detail-message';
import { useBookKit } from '@/features/kindness-kit/api/get-book-kit';
import { PrivacyPolicyDialog } from '@/features/privacy/components/privacy-policy-dialog';
import { BookReviews } from '@/features/testimonials/components/book-reviews';
import { trackBookView } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { canonicalRef, INVALID_BOOK_IDENTIFIER, INVALID_BOOK_URL_FORMAT, parseSlugWithId } from '@/lib/book-url';
import type { Book } from '@/types/api';

const BOOK_NOT_FOUND = 'Book not found.';
const BOOK_LOAD_FAILED = 'Failed to load book details. Please try again later.';

function errorMessage(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return BOOK_NOT_FOUND;
    if (error.status === 400 && (error.message === INVALID_BOOK_URL_FORMAT || error.message === INVALID_BOOK_IDENTIFIER)) {
      return error.message;
    }
  }
  return BOOK_LOAD_FAILED;
}

// Spec §7: a 'Book View' event {book_id, book_title} once a book is shown.
function TrackBookView({ book }: { book: Book }) {
  useEffect(() => {
    trackBookView(book.id, book.title);
  }, [book.id, book.title]);
  return null;
}

const KindnessKit = lazy(() =>
  import('@/features/kindness-kit/components/kindness-kit').then((module) => ({ default: module.KindnessKit })),
);

// The kit's block holds a form, whose code (react-hook-form, zod) loads only for a book with a
// kit: the kit's data comes embedded in the page, so a book without one never asks for it.
function BookKit({ bookId }: { bookId: string }) {
  const { data: kit } = useBookKit(bookId);
  if (!kit?.files?.length) return null;
  return (
    <Suspense fallback={null}>
      <KindnessKit bookId={bookId} privacyPolicy={<PrivacyPolicyDialog />} />
    </Suspense>
  );
}

function BookDetailScreen({ slugWithId }: { slugWithId: string }) {
  const bookQuery = useBook(slugWithId);

  if (bookQuery.isPending) return <Spinner label="Loading book details..." />;
  if (bookQuery.isError) return <BookDetailMessage message={errorMessage(bookQuery.error)} />;

  const book = bookQuery.data;
  // An answer that is not a book (a misconfigured proxy, say) is a load failure too.
  if (typeof book?.id !== 'string' || typeof book.slug !== 'string') return <BookDetailMessage message={BOOK_LOAD_FAILED} />;
  const canonical = canonicalRef(book);
  if (canonical !== slugWithId) return <CanonicalRedirect book={book} to={canonical} href={paths.book.getHref} label="Loading book details..." />;

  return (
    <>
      <TrackBookView book={book} />
      <BookDetail
        book={book}
        slugWithId={canonical}
        kindnessKit={<BookKit bookId={book.id} />}
        reviews={<BookReviews bookId={book.id} />}
      />
    </>
  );
}

export default function BookDetailRoute() {
  const { slugWithId = '' } = useParams();
  const parsed = parseSlugWithId(slugWithId);
  if (!parsed.ok) return <BookDetailMessage message={parsed.error} />;
  // A new key per book resets the screen's state (for example revealed reviews).
  return <BookDetailScreen key={slugWithId} slugWithId={slugWithId} />;
}
