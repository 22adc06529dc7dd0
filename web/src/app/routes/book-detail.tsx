import { useEffect } from 'react';
import { useParams } from 'react-router';

import { NotFoundPage } from '@/components/not-found-page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBook } from '@/features/books/api/get-book';
import { CanonicalRedirect } from '@/features/books/components/canonical-redirect';
import { BookDetail } from '@/features/book-detail/components/book-detail';
import { BookDetailMessage } from '@/features/book-detail/components/book-detail-message';
import { KindnessKit } from '@/features/kindness-kit/components/kindness-kit';
import { PrivacyPolicyDialog } from '@/features/privacy/components/privacy-policy-dialog';
import { BookReviews } from '@/features/testimonials/components/book-reviews';
import { trackBookView } from '@/lib/analytics';
import { canonicalRef, isNoBookError, parseSlugWithId } from '@/lib/book-url';
import { t } from '@/lib/i18n';
import type { Book } from '@/types/api';

const bookLoadFailed = () => t('bookDetail.loadFailed');


// Spec §7: a 'Book View' event {book_id, book_title} once a book is shown.
function TrackBookView({ book }: { book: Book }) {
  useEffect(() => {
    trackBookView(book.id, book.title);
  }, [book.id, book.title]);
  return null;
}

function BookDetailScreen({ slugWithId }: { slugWithId: string }) {
  const bookQuery = useBook(slugWithId);

  if (bookQuery.isPending) return <Spinner label={t('bookDetail.loading')} />;
  if (bookQuery.isError) return isNoBookError(bookQuery.error) ? <NotFoundPage /> : <BookDetailMessage message={bookLoadFailed()} />;

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
        // The kit's block is part of the page's own code (under 2 KB gzip), not loaded after it:
        // it sits above the materials, and a block that arrived a moment after the page moved them
        // half a screen down under a reader's finger. Its form's code (react-hook-form, zod) still
        // loads only when the form is first used (DeferredKitSignupForm).
        kindnessKit={<KindnessKit bookId={book.id} privacyPolicy={<PrivacyPolicyDialog />} />}
        // The story's reviews: this edition's and the other's, each in its own language.
        reviews={<BookReviews bookId={book.id} languageOf={(id) => (id === book.otherEdition?.id ? book.otherEdition.language : book.language)} />}
      />
    </>
  );
}

export default function BookDetailRoute() {
  const { slugWithId = '' } = useParams();
  if (!parseSlugWithId(slugWithId).ok) return <NotFoundPage />;
  // A new key per book resets the screen's state (for example revealed reviews).
  return <BookDetailScreen key={slugWithId} slugWithId={slugWithId} />;
}
