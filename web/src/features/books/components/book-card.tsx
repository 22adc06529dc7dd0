import { Languages, Music, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { bookSlugWithId } from '@/lib/book-url';
import { currentLang, t, wordsLang, type Lang } from '@/lib/i18n';
import { bookGenres } from '@/lib/owner-text';
import type { Book } from '@/types/api';

import { BookCover } from '@/features/books/components/book-cover';

// Spec §9: a card shows at most three genres.
export const MAX_CARD_GENRES = 3;

// The cover is 248 px tall in its 320 px box (2:3, so about 165 px wide) at every screen width.
const CARD_COVER_SIZES = '165px';

export function ageBadgeText(ageRange: string) {
  const age = ageRange.trim();
  return age === '' ? t('books.ageBadgeAll') : t('books.ageBadge', { age });
}

// What a card says of its edition's language when the page speaks another: 'In Spanish'
// when the page's language has an edition of its own too, 'Spanish only' when it has none.
export function editionNote(book: Pick<Book, 'language' | 'otherEdition'>, pageLang: Lang): string | null {
  if (book.language === pageLang) return null;
  return book.otherEdition?.language === pageLang
    ? t('books.editionIn', { language: book.language })
    : t('books.editionOnlyIn', { language: book.language });
}

// The edition note as a badge, on a card or the home page's latest book.
export function EditionBadge({ note, className }: { note: string; className: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 font-bold text-stone-900 ring-1 ring-amber-300 ${className}`}>
      <Languages aria-hidden="true" className="size-3.5" />
      {note}
    </span>
  );
}

// A book in a grid (spec §2 "Book card"): cover, age badge, title, author, up to three
// genres, description, and the two ways into the book (its videos and songs only when it has
// some); and its edition's language when the page speaks another.
export function BookCard({ book }: { book: Book }) {
  const slugWithId = bookSlugWithId(book);
  const href = paths.book.getHref(slugWithId);
  const note = editionNote(book, currentLang());
  const lang = wordsLang(book.language);
  const genres = bookGenres(book);

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-3xl border-2 border-amber-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative flex h-80 items-center justify-center bg-gradient-to-br from-amber-100 via-orange-50 to-rose-100 px-6 pt-12 pb-6">
        <BookCover
          src={book.coverImage}
          title={book.title}
          sizes={CARD_COVER_SIZES}
          className="h-full w-auto max-w-full transition-transform duration-300 group-hover:-rotate-1 group-hover:scale-[1.03]"
          placeholderClassName="h-full"
        />
        <span className="absolute top-3 left-3 rounded-full bg-teal-800 px-3 py-1 text-xs font-bold text-white shadow-sm">
          {ageBadgeText(book.ageRange)}
        </span>
        {note ? <EditionBadge note={note} className="absolute top-3 right-3 text-xs shadow-sm" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 lang={lang} className="font-display text-xl font-extrabold text-stone-900">
            <Link to={href} className="rounded hover:text-orange-800 hover:underline">
              {book.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm font-semibold text-stone-700">{t('books.byAuthor', { author: book.author })}</p>
        </div>
        {genres.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('books.topics')}>
            {genres.slice(0, MAX_CARD_GENRES).map((genre) => (
              <li key={genre.text} lang={genre.lang} className="rounded-full bg-amber-100 px-3 py-0.5 text-xs font-bold text-amber-900">
                {genre.text}
              </li>
            ))}
          </ul>
        ) : null}
        <p lang={lang} className="line-clamp-3 text-stone-700">
          {book.description}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link to={href} aria-label={t('books.exploreBookLabel', { title: book.title })} className={buttonClasses({ className: 'grow px-3! whitespace-nowrap' })}>
            <Sparkles aria-hidden="true" className="size-4" />
            {t('books.exploreBook')}
          </Link>
          {book.hasMultimedia !== false ? (
            <Link
              to={paths.multimedia.getHref(slugWithId)}
              aria-label={t('books.videosAndSongsLabel', { title: book.title })}
              className={buttonClasses({ variant: 'secondary', className: 'grow px-3! whitespace-nowrap' })}
            >
              <Music aria-hidden="true" className="size-4" />
              {t('books.videosAndSongs')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
