import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getBookQueryOptions, useBook } from '@/features/books/api/get-book';
import { getBookMultimediaQueryOptions } from '@/features/multimedia/api/get-book-multimedia';
import { MultimediaMessage } from '@/features/multimedia/components/multimedia-message';
import { MultimediaPage } from '@/features/multimedia/components/multimedia-page';
import { ApiError } from '@/lib/api-client';
import { bookSlugWithId, parseSlugWithId, SHORT_ID_LENGTH } from '@/lib/book-url';
import type { Book } from '@/types/api';

// Spec §8 "Multimedia".
const INVALID_MULTIMEDIA_URL = 'Invalid multimedia URL format.';
const BOOK_LOAD_FAILED = 'Failed to load book information for multimedia.';
const BOOK_NOT_FOUND = 'Book not found.';

// Starts loading the book, then its videos and songs, without holding up the
// page; a malformed URL is refused before any request (spec §5). On a direct
// load the server has embedded both already.
export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const ref = params.slugWithId ?? '';
    if (parseSlugWithId(ref).ok) {
      queryClient
        .fetchQuery(getBookQueryOptions(ref))
        .then((book) => {
          if (typeof book?.id === 'string') void queryClient.prefetchQuery(getBookMultimediaQueryOptions(book.id));
        })
        .catch(() => undefined); // the screen shows the failure
    }
    return null;
  };

// The book's own {slug}-{shortid} (a bare short id when it has no slug).
function canonicalRef(book: Book): string {
  return book.slug ? bookSlugWithId(book) : book.id.slice(0, SHORT_ID_LENGTH);
}

function errorMessage(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return BOOK_NOT_FOUND;
    if (error.status === 400) return INVALID_MULTIMEDIA_URL;
  }
  return BOOK_LOAD_FAILED;
}

// An outdated slug with a valid short id: move to the canonical URL, replacing
// this history entry, and hand the loaded book over so it is not fetched again.
function CanonicalRedirect({ book, to }: { book: Book; to: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.setQueryData(getBookQueryOptions(to).queryKey, book);
    void navigate(paths.multimedia.getHref(to), { replace: true });
  }, [book, to, navigate, queryClient]);
  return <Spinner label="Loading videos and songs..." />;
}

function MultimediaScreen({ slugWithId }: { slugWithId: string }) {
  const bookQuery = useBook(slugWithId);

  if (bookQuery.isPending) return <Spinner label="Loading videos and songs..." />;
  if (bookQuery.isError) return <MultimediaMessage message={errorMessage(bookQuery.error)} />;

  const book = bookQuery.data;
  // An answer that is not a book (a misconfigured proxy, say) is a load failure too.
  if (typeof book?.id !== 'string' || typeof book.slug !== 'string') return <MultimediaMessage message={BOOK_LOAD_FAILED} />;
  const canonical = canonicalRef(book);
  if (canonical !== slugWithId) return <CanonicalRedirect book={book} to={canonical} />;

  return <MultimediaPage book={book} slugWithId={canonical} />;
}

export default function MultimediaRoute() {
  const { slugWithId = '' } = useParams();
  // Every refusal of the URL reads the same here (spec §2 "Multimedia page").
  if (!parseSlugWithId(slugWithId).ok) return <MultimediaMessage message={INVALID_MULTIMEDIA_URL} />;
  // A new key per book resets the screen's state (the chosen tab, open lyrics).
  return <MultimediaScreen key={slugWithId} slugWithId={slugWithId} />;
}
