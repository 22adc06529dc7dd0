import { ExternalLink } from 'lucide-react';

import { StoreLinks } from '@/components/ui/store-links';
import { storeClickProps, type StoreClickKey } from '@/lib/analytics';
import { formatLongDate } from '@/lib/format-long-date';
import { t, wordsLang } from '@/lib/i18n';
import { bookGenres } from '@/lib/owner-text';
import type { Book } from '@/types/api';

import { OtherEditionLink } from './other-edition-link';

// A link to the book at Amazon or its reviews, counted as a store click.
function ExternalButton({ href, bookId, store, children }: { href: string; bookId: string; store: StoreClickKey; children: string }) {
  return (
    <a
      href={href}
      {...storeClickProps(bookId, store)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full border-2 border-orange-700 bg-white px-4 py-2 text-sm font-bold text-orange-800 transition-colors hover:bg-orange-50"
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{` ${t('bookDetail.opensInNewTab')}`}</span>
    </a>
  );
}

// Age badge, title, author, the book in the other language, genres, facts, shop/review links,
// where to buy and the description.
export function BookInfo({ book }: { book: Book }) {
  // An edition in the other language keeps its own words, marked as that language.
  const lang = wordsLang(book.language);
  const genres = bookGenres(book);
  const facts = [
    book.publishDate ? { label: t('bookDetail.published'), value: formatLongDate(book.publishDate) } : null,
    book.pages > 0 ? { label: t('bookDetail.pages'), value: String(book.pages) } : null,
    book.isbn ? { label: t('bookDetail.isbn'), value: book.isbn } : null,
  ].filter((fact) => fact !== null);

  return (
    <div className="flex flex-col gap-5">
      <p className="self-start rounded-full bg-teal-800 px-4 py-1 text-sm font-bold text-white">
        {book.ageRange ? t('bookDetail.forAges', { ages: book.ageRange }) : t('bookDetail.forAllAges')}
      </p>
      <div>
        <h1 lang={lang} className="font-display text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
          {book.title}
        </h1>
        <p className="mt-2 text-lg font-semibold text-stone-700">{t('bookDetail.by', { author: book.author })}</p>
      </div>

      {book.otherEdition ? <OtherEditionLink edition={book.otherEdition} /> : null}

      {genres.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('bookDetail.topics')}>
          {genres.map((genre) => (
            <li key={genre.text} lang={genre.lang} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
              {genre.text}
            </li>
          ))}
        </ul>
      ) : null}

      {facts.length > 0 ? (
        <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-bold tracking-wider text-stone-600 uppercase">{fact.label}</dt>
              <dd className="mt-0.5 font-bold text-stone-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      {book.amazonLink || book.reviewLink ? (
        <div className="flex flex-wrap gap-3">
          {book.amazonLink ? (
            <ExternalButton href={book.amazonLink} bookId={book.id} store="amazon">
              {t('bookDetail.viewOnAmazon')}
            </ExternalButton>
          ) : null}
          {book.reviewLink ? (
            <ExternalButton href={book.reviewLink} bookId={book.id} store="review">
              {t('bookDetail.readReviews')}
            </ExternalButton>
          ) : null}
        </div>
      ) : null}

      {book.storeLinks && book.storeLinks.length > 0 ? (
        <section aria-labelledby="where-to-buy-heading">
          <h2 id="where-to-buy-heading" className="mb-2 text-sm font-bold tracking-wider text-stone-600 uppercase">
            {t('bookDetail.whereToBuy')}
          </h2>
          <StoreLinks links={book.storeLinks} label={t('bookDetail.whereToBuy')} refId={book.id} />
        </section>
      ) : null}

      <div lang={lang} className="space-y-3 text-lg leading-relaxed text-stone-800">
        {book.description
          .split(/\n\s*\n/)
          .filter((p) => p.trim() !== '')
          .map((paragraph, i) => (
            <p key={i}>{paragraph.trim()}</p>
          ))}
      </div>
    </div>
  );
}
