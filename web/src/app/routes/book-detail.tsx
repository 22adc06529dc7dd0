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
import { bookUrlErrorOf, bookUrlErrorText, canonicalRef, parseSlugWithId } from '@/lib/book-url';
import { t } from '@/lib/i18n';
import type { Book } from '@/types/api';

const bookNotFound = () => t('bookDetail.notFound');
const bookLoadFailed = () => t('bookDetail.loadFailed');

function errorMessage(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return bookNotFound();
    // The server names the refusal in its words; the page says it in its own language.
    const refused = error.status === 400 ? bookUrlErrorOf(error.message) : undefined;
    if (refused) return bookUrlErrorText(refused);
  }
  return bookLoadFailed();
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

  if (bookQuery.isPending) return <Spinner label={t('bookDetail.loading')} />;
  if (bookQuery.isError) return <BookDetailMessage message={errorMessage(bookQuery.error)} />;

  const book = bookQuery.data;
  // An answer that is not a book (a misconfigured proxy, say) is a load failure too.
  if (typeof book?.id !== 'string' || typeof book.slug !== 'string') return <BookDetailMessage message={bookLoadFailed()} />;
  const canonical = canonicalRef(book);
  if (canonical !== slugWithId) return <CanonicalRedirect book={book} to={canonical} href={paths.book.getHref} label={t('bookDetail.loading')} />;

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
  if (!parsed.ok) return <BookDetailMessage message={bookUrlErrorText(parsed.error)} />;
  // A new key per book resets the screen's state (for example revealed reviews).
  return <BookDetailScreen key={slugWithId} slugWithId={slugWithId} />;
}
