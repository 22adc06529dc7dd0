import english from 'virtual:catalogue/en';
import spanish from 'virtual:catalogue/es';
import { describe, expect, it } from 'vitest';

import {
  collectAgeRanges,
  collectTopics,
  compareAgeRanges,
  EMPTY_FILTERS,
  filterBooks,
  hasActiveFilters,
  parseLanguage,
  resultsSummary,
  topicLanguage,
} from '@/features/books/utils/filter-books';
import { activateCatalogue } from '@/lib/i18n';
import { makeBook } from '@/testing/test-utils';

const books = [
  makeBook({
    id: '1',
    title: 'The Kindness Cloud',
    author: 'Lily Hart',
    description: 'A little cloud spreads kindness.',
    genres: ['Kindness', 'Nature'],
    ageRange: '3-6',
  }),
  makeBook({
    id: '2',
    title: 'Brave Little Bea',
    author: 'Lily Hart',
    description: 'A bee finds her courage.',
    genres: ['Courage', 'Nature'],
    ageRange: '4-7',
  }),
  makeBook({
    id: '3',
    title: 'Counting Stars',
    author: 'Sam Moon',
    description: 'Numbers under the night sky.',
    genres: ['Math'],
    ageRange: '10-12',
  }),
  makeBook({
    id: '4',
    title: 'Sunny Shares',
    author: 'Ana Sol',
    description: 'Sharing on the beach, kindly.',
    genres: ['Kindness'],
    ageRange: '2-4',
  }),
];

const titles = (list: typeof books) => list.map((b) => b.title);

describe('filterBooks', () => {
  it('returns every book without filters', () => {
    expect(filterBooks(books, EMPTY_FILTERS)).toEqual(books);
  });

  it('searches title, author, description and genres, case-insensitively and trimmed', () => {
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, query: 'math' }))).toEqual(['Counting Stars']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, query: 'CLOUD' }))).toEqual(['The Kindness Cloud']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, query: '  sam moon ' }))).toEqual(['Counting Stars']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, query: 'courage' }))).toEqual(['Brave Little Bea']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, query: 'kind' }))).toEqual([
      'The Kindness Cloud',
      'Sunny Shares',
    ]);
    expect(filterBooks(books, { ...EMPTY_FILTERS, query: 'dragons' })).toEqual([]);
  });

  it('filters by topic and by age, and combines all three', () => {
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, topic: 'Nature' }))).toEqual([
      'The Kindness Cloud',
      'Brave Little Bea',
    ]);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, age: '10-12' }))).toEqual(['Counting Stars']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, query: 'lily', topic: 'Kindness', age: '3-6' }))).toEqual([
      'The Kindness Cloud',
    ]);
    expect(filterBooks(books, { ...EMPTY_FILTERS, query: 'lily', topic: 'Kindness', age: '10-12' })).toEqual([]);
  });

  it('keeps every book whose ages overlap the chosen ones', () => {
    // A five-year-old fits the 4-7 and the 3-6 book.
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, age: '5-8' }))).toEqual(['The Kindness Cloud', 'Brave Little Bea']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, age: '2-4' }))).toEqual(['The Kindness Cloud', 'Brave Little Bea', 'Sunny Shares']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, age: '8+' }))).toEqual(['Counting Stars']);
    expect(titles(filterBooks(books, { ...EMPTY_FILTERS, age: '7' }))).toEqual(['Brave Little Bea']);
  });

  it('matches a range without numbers only to itself', () => {
    const all = [...books, makeBook({ id: '6', title: 'For Everyone', ageRange: 'All ages' })];
    expect(titles(filterBooks(all, { ...EMPTY_FILTERS, age: 'All ages' }))).toEqual(['For Everyone']);
    expect(titles(filterBooks(all, { ...EMPTY_FILTERS, age: '10-12' }))).toEqual(['Counting Stars']);
  });
});

describe('the language filter', () => {
  const withSpanish = [...books, makeBook({ id: '5', title: 'La nube de la bondad', language: 'es', genres: ['Bondad'], ageRange: '3-6' })];

  it("keeps the editions in one language, and every book for ''", () => {
    expect(titles(filterBooks(withSpanish, { ...EMPTY_FILTERS, language: 'es' }))).toEqual(['La nube de la bondad']);
    expect(filterBooks(withSpanish, { ...EMPTY_FILTERS, language: 'en' })).toEqual(books);
    expect(filterBooks(withSpanish, EMPTY_FILTERS)).toEqual(withSpanish);
    expect(filterBooks(withSpanish, { ...EMPTY_FILTERS, language: 'es', age: '10-12' })).toEqual([]);
  });

  it('reads only the languages the site has from the URL', () => {
    expect(parseLanguage('es')).toBe('es');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('fr')).toBe('');
    expect(parseLanguage('ES')).toBe('');
    expect(parseLanguage(null)).toBe('');
  });

  it('is an active filter, named in the summary', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, language: 'es' })).toBe(true);
    expect(resultsSummary(1, 8, { ...EMPTY_FILTERS, language: 'es', query: 'nube' })).toBe('Showing 1 of 8 books in Spanish matching "nube"');
  });
});

describe('filter choices', () => {
  it('collects unique sorted topics', () => {
    expect(collectTopics(books)).toEqual(['Courage', 'Kindness', 'Math', 'Nature']);
  });

  it("tells a topic's language by its books, the page's when both have it", () => {
    const both = [...books, makeBook({ id: '5', language: 'es', genres: ['Bondad', 'Math'] })];
    expect(topicLanguage(both, 'Bondad')).toBe('es');
    expect(topicLanguage(both, 'Kindness')).toBe('en');
    activateCatalogue('es', spanish);
    try {
      expect(topicLanguage(both, 'Kindness')).toBe('en');
      expect(topicLanguage(both, 'Math')).toBe('es');
      expect(topicLanguage(both, 'Unknown')).toBe('es');
    } finally {
      activateCatalogue('en', english);
    }
  });

  it("names an English book's topics by their Spanish names on a Spanish page, and finds the book by them", () => {
    const named = [
      makeBook({ id: '1', genres: ['Kindness', 'Nature'], genresEs: ['Bondad', ''] }),
      makeBook({ id: '2', genres: ['Nature'] }),
      makeBook({ id: '3', language: 'es', genres: ['Bondad'] }),
    ];
    expect(collectTopics(named)).toEqual(['Bondad', 'Kindness', 'Nature']);
    expect(filterBooks(named, { ...EMPTY_FILTERS, topic: 'Kindness' }).map((b) => b.id)).toEqual(['1']);
    activateCatalogue('es', spanish);
    try {
      expect(collectTopics(named)).toEqual(['Bondad', 'Nature']);
      expect(filterBooks(named, { ...EMPTY_FILTERS, topic: 'Bondad' }).map((b) => b.id)).toEqual(['1', '3']);
      expect(filterBooks(named, { ...EMPTY_FILTERS, topic: 'Kindness' })).toEqual([]);
      expect(filterBooks(named, { ...EMPTY_FILTERS, query: 'bondad' }).map((b) => b.id)).toEqual(['1', '3']);
      expect(topicLanguage(named, 'Bondad')).toBe('es');
      expect(topicLanguage(named, 'Nature')).toBe('en');
    } finally {
      activateCatalogue('en', english);
    }
  });

  it('collects unique age ranges, youngest first by number', () => {
    expect(collectAgeRanges([...books, makeBook({ id: '5', ageRange: '3-5' }), makeBook({ id: '6', ageRange: '' })])).toEqual([
      '2-4',
      '3-5',
      '3-6',
      '4-7',
      '10-12',
    ]);
    expect(['All ages', '8+', '3-5'].sort(compareAgeRanges)).toEqual(['3-5', '8+', 'All ages']);
  });
});

describe('resultsSummary', () => {
  it("reads 'Showing X of Y books' with the active filters appended", () => {
    expect(resultsSummary(7, 7, EMPTY_FILTERS)).toBe('Showing 7 of 7 books');
    expect(resultsSummary(2, 7, { ...EMPTY_FILTERS, query: ' cloud ', topic: 'Kindness', age: '3-6' })).toBe(
      'Showing 2 of 7 books matching "cloud" in Kindness for ages 3-6',
    );
    expect(resultsSummary(3, 7, { ...EMPTY_FILTERS, age: '4-7' })).toBe('Showing 3 of 7 books for ages 4-7');
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, query: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, topic: 'Math' })).toBe(true);
  });
});
