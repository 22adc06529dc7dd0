import { useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBook } from '@/features/books/api/get-book';
import { CanonicalRedirect } from '@/features/books/components/canonical-redirect';
import { MultimediaMessage } from '@/features/multimedia/components/multimedia-message';
import { MultimediaPage } from '@/features/multimedia/components/multimedia-page';
import { ApiError } from '@/lib/api-client';
import { canonicalRef, parseSlugWithId } from '@/lib/book-url';

// Spec §8 "Multimedia".
const INVALID_MULTIMEDIA_URL = 'Invalid multimedia URL format.';
const BOOK_LOAD_FAILED = 'Failed to load book information for multimedia.';
const BOOK_NOT_FOUND = 'Book not found.';

function errorMessage(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return BOOK_NOT_FOUND;
    if (error.status === 400) return INVALID_MULTIMEDIA_URL;
  }
  return BOOK_LOAD_FAILED;
}

function MultimediaScreen({ slugWithId }: { slugWithId: string }) {
  const bookQuery = useBook(slugWithId);

  if (bookQuery.isPending) return <Spinner label="Loading videos and songs..." />;
  if (bookQuery.isError) return <MultimediaMessage message={errorMessage(bookQuery.error)} />;

  const book = bookQuery.data;
  // An answer that is not a book (a misconfigured proxy, say) is a load failure too.
  if (typeof book?.id !== 'string' || typeof book.slug !== 'string') return <MultimediaMessage message={BOOK_LOAD_FAILED} />;
  const canonical = canonicalRef(book);
  if (canonical !== slugWithId) return <CanonicalRedirect book={book} to={canonical} href={paths.multimedia.getHref} label="Loading videos and songs..." />;

  return <MultimediaPage book={book} slugWithId={canonical} />;
}

export default function MultimediaRoute() {
  const { slugWithId = '' } = useParams();
  // Every refusal of the URL reads the same here (spec §2 "Multimedia page").
  if (!parseSlugWithId(slugWithId).ok) return <MultimediaMessage message={INVALID_MULTIMEDIA_URL} />;
  // A new key per book resets the screen's state (the chosen tab, open lyrics).
  return <MultimediaScreen key={slugWithId} slugWithId={slugWithId} />;
}
