import { ApiError } from '@/lib/api-client';
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

// The two ways a {slug}-{shortid} path segment can be refused (spec §2), each named by the key
// the server's error carries (internal/storyshelf/slug.go). The pages show either as the page
// that is not found (isNoBookError).
export type BookUrlError = 'bookUrl.invalidFormat' | 'bookUrl.invalidIdentifier';

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

// Whether a book's answer says no book is at the address, or the address is mistyped (404 or
// 400): a book page then shows the page that is not found, as the server answered it, never a
// validation message a parent would have to decode.
export function isNoBookError(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
