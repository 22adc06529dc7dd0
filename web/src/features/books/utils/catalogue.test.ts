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
    expect(featuredBook([a, b], 'a')).toBe(a);
    expect(featuredBook([a, b], '')).toBe(b);
    expect(featuredBook([a, b], 'gone')).toBe(b);
    expect(featuredBook([], 'a')).toBeUndefined();
  });
});
