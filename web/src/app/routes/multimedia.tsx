import { useParams } from 'react-router';

import { NotFoundPage } from '@/components/not-found-page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useBook } from '@/features/books/api/get-book';
import { CanonicalRedirect } from '@/features/books/components/canonical-redirect';
import { MultimediaMessage } from '@/features/multimedia/components/multimedia-message';
import { MultimediaPage } from '@/features/multimedia/components/multimedia-page';
import { canonicalRef, isNoBookError, parseSlugWithId } from '@/lib/book-url';
import { t } from '@/lib/i18n';

// Spec §8 "Multimedia".
const bookLoadFailed = () => t('multimedia.bookLoadFailed');


function MultimediaScreen({ slugWithId }: { slugWithId: string }) {
  const bookQuery = useBook(slugWithId);

  if (bookQuery.isPending) return <Spinner label={t('multimedia.loading')} />;
  if (bookQuery.isError) return isNoBookError(bookQuery.error) ? <NotFoundPage /> : <MultimediaMessage message={bookLoadFailed()} />;

  const book = bookQuery.data;
  // An answer that is not a book (a misconfigured proxy, say) is a load failure too.
  if (typeof book?.id !== 'string' || typeof book.slug !== 'string') return <MultimediaMessage message={bookLoadFailed()} />;
  const canonical = canonicalRef(book);
  if (canonical !== slugWithId) return <CanonicalRedirect book={book} to={canonical} href={paths.multimedia.getHref} label={t('multimedia.loading')} />;

  return <MultimediaPage book={book} slugWithId={canonical} />;
}

export default function MultimediaRoute() {
  const { slugWithId = '' } = useParams();
  if (!parseSlugWithId(slugWithId).ok) return <NotFoundPage />;
  // A new key per book resets the screen's state (the chosen tab, open lyrics).
  return <MultimediaScreen key={slugWithId} slugWithId={slugWithId} />;
}
