import type { Lang } from '@/lib/i18n';
import type { Book } from '@/types/api';

// newestBook picks the book created last (the API lists the owner's order, or newest first, but
// the spec defines "latest" by created_at, so it is checked rather than assumed).
export function newestBook(books: Book[]): Book | undefined {
  let newest: Book | undefined;
  let newestTime = -Infinity;
  for (const book of books) {
    const time = Date.parse(book.createdAt);
    const t = Number.isNaN(time) ? -Infinity : time;
    if (newest === undefined || t > newestTime) {
      newest = book;
      newestTime = t;
    }
  }
  return newest;
}

// The 'Latest Book' of the home page in lang: the story the owner pinned, in lang where it has an
// edition in lang; else the newest book in lang; else the newest of all. A pin naming a book that
// is gone falls back to the newest too. The server preloads the same book's cover
// (internal/storyshelf/catalogue.go FeaturedBook is the same rule).
export function featuredBook(books: Book[], featuredBookId: string, lang: Lang): Book | undefined {
  const pinned = featuredBookId ? books.find((book) => book.id === featuredBookId) : undefined;
  if (pinned) {
    const other = pinned.otherEditionId ? books.find((book) => book.id === pinned.otherEditionId) : undefined;
    return pinned.language !== lang && other?.language === lang ? other : pinned;
  }
  return newestBook(books.filter((book) => book.language === lang)) ?? newestBook(books);
}

// Whether a book is still "New!" on the day `now`: its publish date (YYYY-MM-DD, maybe with a
// time after it) is not in the future and at most `months` months ago. No date, no badge.
export function isNewBook(publishDate: string, months: number, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(publishDate.trim());
  if (!match || months <= 0) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const published = Date.UTC(y, m - 1, d);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  // The day the badge goes: the same day of the month, `months` later (Date.UTC rolls the month
  // over, and a 31st in a shorter month rolls into the next, as the server's AddDate does).
  const until = Date.UTC(y, m - 1 + months, d);
  return published <= today && today <= until;
}
