import { bookSlugWithId } from '@/lib/book-url';
import type { Book } from '@/types/api';

// What the editor inserts for a book or a kit, in the only HTML an issue keeps
// (storyshelf.SanitizeIssueHTML): no boxes or styles, so a "card" is its cover, its title as a
// link, a short description and a button. Links are whole addresses (a mail is read elsewhere);
// the cover only when the site itself stores it (a /files/ path).

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// At most about two sentences: the card's description is a teaser.
export function shortDescription(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trim()}…`;
}

export const isSiteFile = (url: string) => /^\/files\/[A-Za-z0-9._~/-]+$/.test(url);

export function bookUrl(book: Pick<Book, 'slug' | 'id'>, origin: string) {
  return `${origin}/books/${bookSlugWithId(book)}`;
}

export function bookCardHtml(book: Pick<Book, 'id' | 'slug' | 'title' | 'description' | 'coverImage'>, origin: string) {
  const url = escapeHtml(bookUrl(book, origin));
  const title = escapeHtml(book.title);
  const cover = isSiteFile(book.coverImage) ? `<p><img src="${escapeHtml(book.coverImage)}" alt="${title}"></p>` : '';
  const description = shortDescription(book.description);
  return (
    cover +
    `<h3><a href="${url}">${title}</a></h3>` +
    (description ? `<p>${escapeHtml(description)}</p>` : '') +
    `<p><a class="button" href="${url}">See the book</a></p>`
  );
}

// A kit's sign-up form is on its book's page, in the block with id "kit".

export function kitHtml(kit: { title: string; headline: string }, book: Pick<Book, 'slug' | 'id'>, origin: string) {
  const url = escapeHtml(`${bookUrl(book, origin)}#kit`);
  const title = escapeHtml(kit.title || kit.headline);
  return `<h3>${title}</h3><p><a class="button" href="${url}">Get the free kit</a></p>`;
}
