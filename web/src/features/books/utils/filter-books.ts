import { currentLang, t, type Lang } from '@/lib/i18n';
import { bookGenres } from '@/lib/owner-text';
import type { Book, BookLanguage } from '@/types/api';

// The filters of the Books listing (spec §2's three, and the edition's language), as they
// appear in the URL: ?q=&topic=&age=&lang=
export type BookFilters = {
  query: string;
  topic: string;
  age: string;
  // '' for every language.
  language: BookLanguage | '';
};

export const EMPTY_FILTERS: BookFilters = { query: '', topic: '', age: '', language: '' };

// The languages a book's edition can be in, as the filter offers them.
export const BOOK_LANGUAGES: readonly BookLanguage[] = ['en', 'es'];

// A language from the URL, or '' (every language) for anything else.
export function parseLanguage(value: string | null): BookLanguage | '' {
  return BOOK_LANGUAGES.find((lang) => lang === value) ?? '';
}

// filterBooks keeps the books that match every active filter: the text (trimmed,
// case-insensitive) in the title, author, description or a genre; the topic among the genres;
// an age range that overlaps the chosen one; the edition's language.
export function filterBooks(books: Book[], { query, topic, age, language }: BookFilters): Book[] {
  const needle = query.trim().toLocaleLowerCase();
  return books.filter((book) => {
    if (topic !== '' && !topicsOf(book).includes(topic)) return false;
    if (age !== '' && !agesOverlap(book.ageRange, age)) return false;
    if (language !== '' && book.language !== language) return false;
    if (needle === '') return true;
    return [book.title, book.author, book.description, ...book.genres, ...(book.genresEs ?? [])].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    );
  });
}

// The years an age range covers: '4-7' → [4, 7], '5' → [5, 5], '8+' → [8, ∞); none for a
// range without a number ('All').
export function ageSpan(range: string): [number, number] | null {
  const numbers = ageNumbers(range);
  if (numbers.length === 0) return null;
  const from = Math.min(...numbers);
  const to = numbers.length === 1 && range.includes('+') ? Infinity : Math.max(...numbers);
  return [from, to];
}

// A book suits the chosen ages when its range overlaps them: choosing '5-8' keeps the
// '4-7' book a five-year-old can read (a deliberate difference from the spec's exact match,
// README "Where it differs from the spec"). Ranges without numbers match only themselves.
export function agesOverlap(bookRange: string, chosen: string): boolean {
  const [book, wanted] = [ageSpan(bookRange.trim()), ageSpan(chosen)];
  if (!book || !wanted) return bookRange.trim() === chosen;
  return book[0] <= wanted[1] && wanted[0] <= book[1];
}

// A book's topics as the page names them (an English book's by their Spanish names on a
// Spanish page, where the owner gave them).
function topicsOf(book: Book): string[] {
  return bookGenres(book)
    .map((genre) => genre.text.trim())
    .filter(Boolean);
}

// The language a topic is written in, for its lang mark: a genre is a word of its book's
// language, or the page's for an English genre's Spanish name. The page's language when a book
// names the topic in it (a word both share).
export function topicLanguage(books: Book[], topic: string): Lang {
  const pageLang = currentLang();
  const marks = books.flatMap((book) => bookGenres(book).filter((genre) => genre.text.trim() === topic).map((genre) => genre.lang ?? pageLang));
  return marks.length === 0 || marks.includes(pageLang) ? pageLang : marks[0]!;
}

// The topics to choose from: every genre of every book, as the page names it, once, sorted.
export function collectTopics(books: Book[]): string[] {
  const topics = new Set(books.flatMap(topicsOf));
  return [...topics].sort((a, b) => a.localeCompare(b));
}

function ageNumbers(range: string): number[] {
  return (range.match(/\d+/g) ?? []).map(Number);
}

// compareAgeRanges sorts '2-4' before '3-5' before '3-7' before '10-12'; ranges
// without a number go last, alphabetically.
export function compareAgeRanges(a: string, b: string): number {
  const [na, nb] = [ageNumbers(a), ageNumbers(b)];
  if (na.length === 0 || nb.length === 0) {
    if (na.length !== nb.length) return na.length === 0 ? 1 : -1;
    return a.localeCompare(b);
  }
  for (let i = 0; i < Math.max(na.length, nb.length); i++) {
    const diff = (na[i] ?? -1) - (nb[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return a.localeCompare(b);
}

// The age ranges to choose from: every book's range, once, youngest first.
export function collectAgeRanges(books: Book[]): string[] {
  const ages = new Set(books.map((book) => book.ageRange.trim()).filter(Boolean));
  return [...ages].sort(compareAgeRanges);
}

export function hasActiveFilters({ query, topic, age, language }: BookFilters): boolean {
  return query.trim() !== '' || topic !== '' || age !== '' || language !== '';
}

// 'Showing X of Y books', then the active filters:
// 'Showing 2 of 7 books in Spanish matching "nube" in Kindness for ages 3-6'.
export function resultsSummary(shown: number, total: number, { query, topic, age, language }: BookFilters): string {
  const q = query.trim();
  return [
    t('books.resultsCount', { shown, total }),
    language !== '' ? t('books.resultsInLanguage', { language }) : '',
    q !== '' ? t('books.resultsMatching', { query: q }) : '',
    topic !== '' ? t('books.resultsInTopic', { topic }) : '',
    age !== '' ? t('books.resultsForAges', { age }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
