import { t } from '@/lib/i18n';
import type { Book } from '@/types/api';

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

// The two ways a {slug}-{shortid} path segment can be refused (spec §2, §8), named by the
// server's own English words (internal/storyshelf/slug.go), which its API answers with. They
// identify the refusal; the page shows it in its language through bookUrlErrorText.
// eslint-disable-next-line storyshelf/translated-text -- the server's message, matched, not shown
export const INVALID_BOOK_URL_FORMAT = 'Invalid book URL format.';
// eslint-disable-next-line storyshelf/translated-text -- the server's message, matched, not shown
export const INVALID_BOOK_IDENTIFIER = 'Invalid book identifier in URL.';

export type BookUrlError = typeof INVALID_BOOK_URL_FORMAT | typeof INVALID_BOOK_IDENTIFIER;

// What the page says for a refused book URL, in the page's language.
export function bookUrlErrorText(error: BookUrlError): string {
  return error === INVALID_BOOK_URL_FORMAT ? t('bookUrl.invalidFormat') : t('bookUrl.invalidIdentifier');
}

// Which refusal a server's error message names, if it names one: its English words, or the
// page's own should the API ever answer in the page's language.
export function bookUrlErrorOf(message: string): BookUrlError | undefined {
  for (const error of [INVALID_BOOK_URL_FORMAT, INVALID_BOOK_IDENTIFIER] as const) {
    if (message === error || message === bookUrlErrorText(error)) return error;
  }
  return undefined;
}

export type ParsedSlugWithId = { ok: true; slug: string; shortId: string } | { ok: false; error: BookUrlError };

// parseSlugWithId splits "{slug}-{shortid}" exactly as the server does
// (internal/storyshelf/slug.go ParseSlugWithID): "The last dash-separated
// segment of the URL must be exactly 8 characters" (spec §2). An empty value
// or one ending with "-" is a format error; a segment without any dash is a
// bare short id with no slug. Characters are counted as code points, like Go runes.
export function parseSlugWithId(value: string): ParsedSlugWithId {
  if (value === '' || value.endsWith('-')) return { ok: false, error: INVALID_BOOK_URL_FORMAT };
  const i = value.lastIndexOf('-');
  const slug = i >= 0 ? value.slice(0, i) : '';
  const shortId = i >= 0 ? value.slice(i + 1) : value;
  if (Array.from(shortId).length !== SHORT_ID_LENGTH) return { ok: false, error: INVALID_BOOK_IDENTIFIER };
  return { ok: true, slug, shortId };
}
