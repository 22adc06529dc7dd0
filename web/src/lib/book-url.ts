import type { Book } from '@/types/api';

import { t } from './i18n';

// The public URL of a book is {slug}-{first 8 characters of its id} (spec §2).
export const SHORT_ID_LENGTH = 8;

export function bookSlugWithId(book: Pick<Book, 'slug' | 'id'>): string {
  return `${book.slug}-${book.id.slice(0, SHORT_ID_LENGTH)}`;
}

// The book's own {slug}-{shortid}, as the server words it (a bare short id
// when there is no slug).
export function canonicalRef(book: Pick<Book, 'slug' | 'id'>): string {
  return book.slug ? bookSlugWithId(book) : book.id.slice(0, SHORT_ID_LENGTH);
}

// The two ways a {slug}-{shortid} path segment can be refused (spec §2, §8), as the server
// words them in its answer (internal/storyshelf/slug.go), to recognise it. A visitor reads
// them in the page's language: parseSlugWithId's error.
// eslint-disable-next-line storyshelf/translated-text -- the server's wording, matched against its answer
export const INVALID_BOOK_URL_FORMAT = 'Invalid book URL format.';
// eslint-disable-next-line storyshelf/translated-text -- the server's wording, matched against its answer
export const INVALID_BOOK_IDENTIFIER = 'Invalid book identifier in URL.';

export type ParsedSlugWithId = { ok: true; slug: string; shortId: string } | { ok: false; error: string };

// parseSlugWithId splits "{slug}-{shortid}" exactly as the server does
// (internal/storyshelf/slug.go ParseSlugWithID): "The last dash-separated
// segment of the URL must be exactly 8 characters" (spec §2). An empty value
// or one ending with "-" is a format error; a segment without any dash is a
// bare short id with no slug. Characters are counted as code points, like Go runes. The
// error is worded in the page's language.
export function parseSlugWithId(value: string): ParsedSlugWithId {
  if (value === '' || value.endsWith('-')) return { ok: false, error: t('errors.invalidBookUrlFormat') };
  const i = value.lastIndexOf('-');
  const slug = i >= 0 ? value.slice(0, i) : '';
  const shortId = i >= 0 ? value.slice(i + 1) : value;
  if (Array.from(shortId).length !== SHORT_ID_LENGTH) return { ok: false, error: t('errors.invalidBookIdentifier') };
  return { ok: true, slug, shortId };
}
