import { describe, expect, it } from 'vitest';

import { featuredBook, isNewBook } from '@/features/books/utils/catalogue';
import { makeBook } from '@/testing/test-utils';

describe('isNewBook', () => {
  const now = new Date(2026, 10, 26, 12); // 26 November 2026, local time

  it('is new from its publish date until the same day, the period later', () => {
    expect(isNewBook('2026-11-26', 6, now)).toBe(true);
    expect(isNewBook('2026-05-26', 6, now)).toBe(true);
    expect(isNewBook('2026-05-25', 6, now)).toBe(false);
    expect(isNewBook('2026-05-25T00:00:00Z', 7, now)).toBe(true);
  });

  it('is not new before it is published, without a date or without a period', () => {
    expect(isNewBook('2026-11-27', 6, now)).toBe(false);
    expect(isNewBook('', 6, now)).toBe(false);
    expect(isNewBook('soon', 6, now)).toBe(false);
    expect(isNewBook('2026-11-01', 0, now)).toBe(false);
  });
});

describe('featuredBook', () => {
  const a = makeBook({ id: 'a', createdAt: '2024-01-01T00:00:00Z' });
  const b = makeBook({ id: 'b', createdAt: '2025-01-01T00:00:00Z' });
  it('is the pinned book, else the newest', () => {
    expect(featuredBook([a, b], 'a', 'en')).toBe(a);
    expect(featuredBook([a, b], '', 'en')).toBe(b);
    expect(featuredBook([a, b], 'gone', 'en')).toBe(b);
    expect(featuredBook([], 'a', 'en')).toBeUndefined();
  });

  // Each language's home features its own latest edition (the server's rule, storyshelf's
  // TestFeaturedBookInEachLanguage, with the same cases).
  it("is the newest in the page's language, and the pinned story in it", () => {
    const cloud = makeBook({ id: 'cloud', language: 'en', otherEditionId: 'nube', createdAt: '2026-01-01T00:00:00Z' });
    const nube = makeBook({ id: 'nube', language: 'es', otherEditionId: 'cloud', createdAt: '2026-01-03T00:00:00Z' });
    const bea = makeBook({ id: 'bea', language: 'en', otherEditionId: '', createdAt: '2026-01-02T00:00:00Z' });
    const books = [cloud, nube, bea];
    expect(featuredBook(books, '', 'en')).toBe(bea);
    expect(featuredBook(books, '', 'es')).toBe(nube);
    expect(featuredBook([cloud, bea], '', 'es')).toBe(bea);
    expect(featuredBook(books, 'nube', 'en')).toBe(cloud);
    expect(featuredBook(books, 'cloud', 'es')).toBe(nube);
    expect(featuredBook(books, 'bea', 'es')).toBe(bea);
  });
});
