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

// The two ways a {slug}-{shortid} path segment can be refused (spec §2, §8). Each is named by
// the key the server's error carries (internal/storyshelf/slug.go), which is also the
// catalogue's key for its words: the page says it in its language through bookUrlErrorText.
export type BookUrlError = 'bookUrl.invalidFormat' | 'bookUrl.invalidIdentifier';

const BOOK_URL_ERRORS: readonly BookUrlError[] = ['bookUrl.invalidFormat', 'bookUrl.invalidIdentifier'];

// What the page says for a refused book URL, in the page's language.
export function bookUrlErrorText(error: BookUrlError): string {
  return t(error);
}

// Which refusal a server's error key names, if it names one.
export function bookUrlErrorOf(key: string): BookUrlError | undefined {
  return BOOK_URL_ERRORS.find((error) => error === key);
}

export type ParsedSlugWithId = { ok: true; slug: string; shortId: string } | { ok: false; error: BookUrlError };

// parseSlugWithId splits "{slug}-{shortid}" exactly as the server does
// (internal/storyshelf/slug.go ParseSlugWithID): "The last dash-separated
// segment of the URL must be exactly 8 characters" (spec §2). An empty value
// or one ending with "-" is a format error; a segment without any dash is a
// bare short id with no slug. Characters are counted as code points, like Go runes.
export function parseSlugWithId(value: string): ParsedSlugWithId {
  if (value === '' || value.endsWith('-')) return { ok: false, error: 'bookUrl.invalidFormat' };
  const i = value.lastIndexOf('-');
  const slug = i >= 0 ? value.slice(0, i) : '';
  const shortId = i >= 0 ? value.slice(i + 1) : value;
  if (Array.from(shortId).length !== SHORT_ID_LENGTH) return { ok: false, error: 'bookUrl.invalidIdentifier' };
  return { ok: true, slug, shortId };
}
