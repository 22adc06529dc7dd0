import { BookX, Search } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t, wordsLang } from '@/lib/i18n';

import { useBooks } from '@/features/books/api/get-books';
import { BookCard } from '@/features/books/components/book-card';
import { BooksLoadError } from '@/features/books/components/books-load-error';
import {
  collectAgeRanges,
  collectTopics,
  EMPTY_FILTERS,
  filterBooks,
  hasActiveFilters,
  parseLanguage,
  resultsSummary,
  topicLanguage,
  type BookFilters,
} from '@/features/books/utils/filter-books';

// The filters live in the URL (?q=&topic=&age=&lang=) so a filtered list can be shared,
// survives a reload and comes back with Back/Forward.
export function readFilters(params: URLSearchParams): BookFilters {
  return {
    query: params.get('q') ?? '',
    topic: params.get('topic') ?? '',
    age: params.get('age') ?? '',
    language: parseLanguage(params.get('lang')),
  };
}

export function filtersToParams({ query, topic, age, language }: BookFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (query !== '') params.set('q', query);
  if (topic !== '') params.set('topic', topic);
  if (age !== '') params.set('age', age);
  if (language !== '') params.set('lang', language);
  return params;
}

// Keeps a value from the URL among the options even if no book has it (an old shared link),
// so the dropdown shows what is being filtered on.
function withCurrent(options: string[], current: string) {
  return current === '' || options.includes(current) ? options : [...options, current];
}

const fieldClasses =
  'w-full rounded-full border-2 border-amber-700 bg-white py-2.5 text-stone-900 shadow-sm ' +
  'transition-colors hover:border-orange-800 focus-visible:border-orange-800';

// The Books listing (spec §2): search, topic, age and language filters over a grid of book
// cards.
export function BooksCatalogue() {
  const booksQuery = useBooks();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlFilters = readFilters(searchParams);

  // The search box keeps its own text so typing stays instant; the URL follows it with
  // `replace` (one history entry, not one per keystroke). Any other navigation (Back,
  // Forward, a link, a dropdown) puts the URL's text back in the box.
  // Checked per history entry (location.key) only, so it never overwrites what is being typed.
  const [text, setText] = useState(urlFilters.query);
  const [entry, setEntry] = useState(location.key);
  if (entry !== location.key) {
    setEntry(location.key);
    if (navigationType !== 'REPLACE') setText(urlFilters.query);
  }

  const { topic, age, language } = urlFilters;
  const books = useMemo(() => booksQuery.data ?? [], [booksQuery.data]);
  // The topics and ages to choose from are those of the chosen language's books: a Spanish
  // edition's topics are its own words.
  const inLanguage = useMemo(() => filterBooks(books, { ...EMPTY_FILTERS, language }), [books, language]);
  const topics = useMemo(() => withCurrent(collectTopics(inLanguage), topic), [inLanguage, topic]);
  const ages = useMemo(() => withCurrent(collectAgeRanges(inLanguage), age), [inLanguage, age]);
  const shown = useMemo(() => filterBooks(books, { query: text, topic, age, language }), [books, text, topic, age, language]);
  const filters: BookFilters = { query: text, topic, age, language };

  const id = useId();

  function onSearch(event: ChangeEvent<HTMLInputElement>) {
    const query = event.target.value;
    setText(query);
    setSearchParams(filtersToParams({ ...filters, query }), { replace: true, preventScrollReset: true });
  }

  function onSelect(key: 'topic' | 'age' | 'language') {
    return (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.target.value;
      const next = key === 'language' ? { ...filters, language: parseLanguage(value) } : { ...filters, [key]: value };
      setSearchParams(filtersToParams(next), { preventScrollReset: true });
    };
  }

  function resetFilters() {
    setText('');
    setSearchParams(filtersToParams(EMPTY_FILTERS), { preventScrollReset: true });
  }

  if (booksQuery.isPending) {
    return <Spinner label={t('books.loading')} />;
  }

  if (booksQuery.isError) {
    return (
      <BooksLoadError heading={t('books.errorLoadingBooks')} level="h2" onRetry={() => void booksQuery.refetch()} retrying={booksQuery.isFetching} />
    );
  }

  return (
    <>
      <div
        role="search"
        aria-label={t('books.filterLabel')}
        className="grid gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <div className="sm:col-span-3 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-bold text-stone-800">
            {t('books.searchLabel')}
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-600" />
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              onChange={onSearch}
              placeholder={t('books.searchPlaceholder')}
              autoComplete="off"
              className={`${fieldClasses} pr-4 pl-11 placeholder:text-stone-600`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-topic`} className="block text-sm font-bold text-stone-800">
            {t('books.topicLabel')}
          </label>
          <select id={`${id}-topic`} value={urlFilters.topic} onChange={onSelect('topic')} className={`${fieldClasses} mt-1 px-4`}>
            <option value="">{t('books.allTopics')}</option>
            {topics.map((topic) => (
              <option key={topic} value={topic} lang={wordsLang(topicLanguage(books, topic))}>
                {topic}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-age`} className="block text-sm font-bold text-stone-800">
            {t('books.ageLabel')}
          </label>
          <select id={`${id}-age`} value={urlFilters.age} onChange={onSelect('age')} className={`${fieldClasses} mt-1 px-4`}>
            <option value="">{t('books.allAges')}</option>
            {ages.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-language`} className="block text-sm font-bold text-stone-800">
            {t('books.languageLabel')}
          </label>
          <select id={`${id}-language`} value={language} onChange={onSelect('language')} className={`${fieldClasses} mt-1 px-4`}>
            <option value="">{t('books.allLanguages')}</option>
            {/* In the words of the cards' edition badges ('In English', 'En inglés'), so the filter
                and the badges it filters by read the same. */}
            <option value="en">{t('books.editionIn', { language: 'en' })}</option>
            <option value="es">{t('books.editionIn', { language: 'es' })}</option>
          </select>
        </div>
      </div>

      <p role="status" aria-live="polite" className="mt-6 font-semibold text-stone-700">
        {resultsSummary(shown.length, books.length, filters)}
      </p>

      {shown.length === 0 ? (
        <div className="mx-auto mt-8 max-w-lg rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
          <BookX aria-hidden="true" className="mx-auto size-10 text-orange-700" />
          <h2 className="mt-3 text-xl font-extrabold text-stone-900">{t('books.noneFound')}</h2>
          <p className="mt-2 text-stone-700">
            {hasActiveFilters(filters) ? t('books.noneFoundFiltered') : t('books.noneYet')}
          </p>
          <Button className="mt-5" onClick={resetFilters}>
            {t('books.resetFilters')}
          </Button>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{t('books.listHeading')}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((book) => (
              <li key={book.id}>
                <BookCard book={book} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
