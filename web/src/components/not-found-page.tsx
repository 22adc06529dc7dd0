import { BookOpen, Home, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

// What an address that is no page shows: an unknown path, a book address that names no book or
// is mistyped. The server answers it with 404 (never a redirect to the home page, which search
// engines read as a soft 404), and the reader gets ways on: a search of the books, the books,
// the home page.
export function NotFoundPage() {
  const navigate = useNavigate();
  const searchId = useId();
  const [query, setQuery] = useState('');

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `${paths.books.getHref()}?${new URLSearchParams({ q })}` : paths.books.getHref());
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <PageTitle title={t('notFound.title')} />
      <div className="rounded-3xl border-2 border-amber-200 bg-white p-8 shadow-sm sm:p-10">
        <BookOpen aria-hidden="true" className="mx-auto size-12 text-orange-700" />
        <h1 className="font-display mt-4 text-2xl font-extrabold text-stone-900 sm:text-3xl">{t('notFound.title')}</h1>
        <p className="mt-3 text-stone-700">{t('notFound.text')}</p>
        <form role="search" aria-label={t('notFound.searchLabel')} onSubmit={search} className="mt-6 flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {t('notFound.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('books.searchPlaceholder')}
            className="min-h-11 min-w-0 flex-1 rounded-full border-2 border-stone-300 px-4 text-stone-900 focus:border-teal-600 focus:outline-none"
          />
          <Button type="submit" className="min-h-11">
            <Search aria-hidden="true" className="size-4" />
            {t('notFound.search')}
          </Button>
        </form>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.books.getHref()}>
            <BookOpen aria-hidden="true" className="size-4" />
            {t('notFound.books')}
          </ButtonLink>
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            <Home aria-hidden="true" className="size-4" />
            {t('notFound.home')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
