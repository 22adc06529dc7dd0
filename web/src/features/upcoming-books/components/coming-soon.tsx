import { BookOpen, CalendarDays, ExternalLink, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { StoreLinks } from '@/components/ui/store-links';
import { storeClickProps } from '@/lib/analytics';
import { coverImage } from '@/lib/cover-image';
import { currentLang, t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import type { UpcomingBook } from '@/types/api';

import { useUpcomingBooks } from '@/features/upcoming-books/api/get-upcoming-books';

// releaseDateInWords turns '2027-03-15' (or a full timestamp) into 'March 15, 2027' (in
// Spanish '15 de marzo de 2027'); anything else is shown as it is.
export function releaseDateInWords(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return value;
  const locale = currentLang() === 'es' ? 'es' : 'en-US';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

// The release badge: 'Expected March 15, 2027', or 'Expected soon' without a date.
function expectedRelease(value: string | undefined): string {
  return value ? t('upcoming.expected', { date: releaseDateInWords(value) }) : t('upcoming.expectedSoon');
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="coming-soon-heading" className="bg-teal-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="coming-soon-heading" className="font-display text-3xl font-extrabold text-stone-900">
          {t('upcoming.heading')}
        </h2>
        <p className="mt-2 text-lg text-stone-700">{t('upcoming.intro')}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

function UpcomingCover({ book, title }: { book: UpcomingBook; title: string }) {
  const [failed, setFailed] = useState(false);
  if (!book.coverImageUrl || failed) {
    return (
      <div
        role="img"
        aria-label={t('upcoming.noCover', { title })}
        className="flex aspect-[2/3] w-32 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-orange-700 sm:w-40"
      >
        <BookOpen aria-hidden="true" className="size-12" />
      </div>
    );
  }
  return (
    <img
      {...coverImage(book.coverImageUrl)}
      sizes="(min-width: 640px) 160px, 128px"
      alt={t('upcoming.coverOf', { title })}
      width={480}
      height={720}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-auto w-32 shrink-0 rounded-xl object-cover shadow-md ring-1 ring-black/5 sm:w-40"
    />
  );
}

function UpcomingBookCard({ book }: { book: UpcomingBook }) {
  const title = ownerText(book.title, book.titleEs);
  const description = ownerText(book.description, book.descriptionEs);
  return (
    <article className="flex h-full flex-col gap-5 rounded-3xl border-2 border-teal-200 bg-white p-5 shadow-sm sm:flex-row sm:p-6">
      <div className="flex justify-center sm:block">
        <UpcomingCover book={book} title={title.text} />
      </div>
      <div className="flex flex-1 flex-col items-start gap-2">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-teal-800 px-3 py-1 text-xs font-bold text-white">
          <CalendarDays aria-hidden="true" className="size-4" />
          {expectedRelease(book.expectedReleaseDate)}
        </p>
        <h3 lang={title.lang} className="font-display text-2xl font-extrabold text-stone-900">
          {title.text}
        </h3>
        <p className="text-sm font-semibold text-stone-700">{t('upcoming.byAuthor', { author: book.author })}</p>
        <p lang={description.lang} className="text-stone-700">
          {description.text}
        </p>
        {book.preorderUrl ? (
          <a
            href={book.preorderUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('upcoming.preorderLabel', { title: title.text })}
            {...storeClickProps(book.id, 'preorder')}
            className="mt-auto inline-flex items-center gap-2 rounded-full bg-orange-700 px-5 py-2.5 text-sm font-bold text-white shadow-sm transition-colors hover:bg-orange-800"
          >
            {t('upcoming.preorder')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
        {book.storeLinks && book.storeLinks.length > 0 ? (
          <StoreLinks links={book.storeLinks} label={t('upcoming.preorderAt', { title: title.text })} refId={book.id} />
        ) : null}
      </div>
    </article>
  );
}

// 'Coming Soon' on Home (spec §2): upcoming books with their pre-order links, hidden
// when there are none.
export function ComingSoon() {
  const upcomingQuery = useUpcomingBooks();

  if (upcomingQuery.isPending) {
    return (
      <Section>
        <Spinner label={t('upcoming.loading')} />
      </Section>
    );
  }

  if (upcomingQuery.isError) {
    return (
      <Section>
        <div role="alert" className="mx-auto max-w-lg rounded-3xl border-2 border-red-200 bg-white p-8 text-center">
          <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
          <h3 className="mt-3 text-xl font-extrabold text-stone-900">{t('upcoming.errorHeading')}</h3>
          <p className="mt-2 text-stone-700">{t('upcoming.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void upcomingQuery.refetch()}
            disabled={upcomingQuery.isFetching}
            className="mt-4 rounded font-bold text-orange-800 underline underline-offset-4 hover:text-orange-900 disabled:opacity-60"
          >
            {t('upcoming.tryAgain')}
          </button>
        </div>
      </Section>
    );
  }

  const books = Array.isArray(upcomingQuery.data) ? upcomingQuery.data : [];
  if (books.length === 0) return null;

  return (
    <Section>
      <ul className="grid gap-6 lg:grid-cols-2">
        {books.map((book) => (
          <li key={book.id}>
            <UpcomingBookCard book={book} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
