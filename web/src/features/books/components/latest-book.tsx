import { Music, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookSlugWithId } from '@/lib/book-url';
import { currentLang, t, wordsLang } from '@/lib/i18n';
import { useSite } from '@/lib/site';

import { useBooks } from '@/features/books/api/get-books';
import { ageBadgeText, EditionBadge, editionNote } from '@/features/books/components/book-card';
import { BookCover } from '@/features/books/components/book-cover';
import { featuredBook, isNewBook } from '@/features/books/utils/catalogue';

// How wide the cover shows: its box is 16rem less padding on phones, 20rem from sm, and at
// most 24rem beside the text from lg. The server preloads the home page's cover with the same
// sizes (internal/server/page.go); a Go test fails when the two differ.
export const LATEST_COVER_SIZES = '(min-width: 1024px) 336px, (min-width: 640px) 272px, 208px';

// The 'Latest Book' feature on Home: the book the owner pinned, else the newest; "New!" while
// its publish date is within the owner's period. Hidden until there is a book; loading, empty and
// error states belong to the collection below it.
export function LatestBook() {
  const booksQuery = useBooks();
  const { catalogue } = useSite();
  if (booksQuery.isPending) {
    // Holds the feature's place while the list loads (the collection below announces it).
    return (
      <div aria-hidden="true" className="mx-auto max-w-6xl px-4 pt-4 pb-10 sm:px-6 lg:px-8">
        <div className="h-9 w-48 animate-pulse rounded-full bg-amber-200/70" />
        <div className="mt-6 h-[36rem] animate-pulse rounded-[2rem] bg-white/70 md:h-[28rem]" />
      </div>
    );
  }
  const book = booksQuery.data ? featuredBook(booksQuery.data, catalogue.featuredBookId, currentLang()) : undefined;
  if (!book) return null;
  const isNew = isNewBook(book.publishDate, catalogue.newMonths, new Date());
  // A book only in the other language says so, and its words are marked as that language.
  const note = editionNote(book, currentLang());
  const lang = wordsLang(book.language);

  const slugWithId = bookSlugWithId(book);
  const href = paths.book.getHref(slugWithId);

  return (
    <section aria-labelledby="latest-book-heading" className="mx-auto max-w-6xl px-4 pt-4 pb-10 sm:px-6 lg:px-8">
      <h2 id="latest-book-heading" className="font-display text-3xl font-extrabold text-stone-900">
        {t('books.latestHeading')}
      </h2>
      <article className="mt-6 grid items-center gap-8 overflow-hidden rounded-[2rem] border-2 border-amber-200 bg-white p-6 shadow-md sm:p-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="relative mx-auto w-full max-w-[16rem] rounded-3xl bg-gradient-to-br from-amber-100 via-orange-100 to-rose-100 p-6 sm:max-w-xs md:max-w-sm">
          <BookCover src={book.coverImage} title={book.title} sizes={LATEST_COVER_SIZES} priority className="h-auto w-full -rotate-2" placeholderClassName="w-full" />
          {isNew ? (
            <span className="absolute -top-3 -right-3 rotate-6 rounded-full bg-orange-700 px-4 py-1.5 text-sm font-extrabold text-white shadow-md">
              {t('books.newBadge')}
            </span>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-4">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-teal-800 px-3 py-1 text-sm font-bold text-white">{ageBadgeText(book.ageRange)}</span>
            {note ? <EditionBadge note={note} className="text-sm" /> : null}
          </div>
          <div>
            <h3 lang={lang} className="font-display text-3xl font-extrabold text-stone-900 sm:text-4xl">
              {book.title}
            </h3>
            <p className="mt-2 text-lg font-semibold text-stone-700">{t('books.byAuthor', { author: book.author })}</p>
          </div>
          {book.genres.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('books.topics')}>
              {book.genres.map((genre) => (
                <li key={genre} lang={lang} className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-bold text-amber-900">
                  {genre}
                </li>
              ))}
            </ul>
          ) : null}
          <p lang={lang} className="text-lg leading-relaxed text-stone-700">
            {book.description}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Link to={href} aria-label={t('books.exploreBookLabel', { title: book.title })} className={buttonClasses({ size: 'lg' })}>
              <Sparkles aria-hidden="true" className="size-5" />
              {t('books.exploreBook')}
            </Link>
            <Link to={paths.multimedia.getHref(slugWithId)} aria-label={t('books.videosAndSongsLabel', { title: book.title })} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              <Music aria-hidden="true" className="size-5" />
              {t('books.videosAndSongs')}
            </Link>
          </div>
        </div>
      </article>
    </section>
  );
}
