import { useMemo } from 'react';

import { byTitle, useAdminBooks } from '@/lib/admin-catalogue';

import { useKitChoices, useNewsletterSettings } from '../api/get-issues';
import { bookCardHtml, kitHtml } from '../utils/inserts';

// The owner's books and kits as the editor offers them, and the HTML each one inserts. Their
// links start with the site's configured address (the server's), never the address the admin
// is open at: until that is known, there is nothing to insert.
export function useInsertChoices() {
  const books = useAdminBooks().data;
  const kits = useKitChoices().data;
  const origin = useNewsletterSettings().data?.siteUrl ?? '';
  return useMemo(() => {
    const bookList = origin ? (books ?? []) : [];
    const byId = new Map(bookList.map((b) => [b.id, b]));
    const kitList = (kits ?? []).filter((k) => byId.has(k.bookId));
    return {
      books: bookList.map((b) => ({ id: b.id, title: b.title })).sort(byTitle),
      kits: kitList.map((k) => ({ id: k.id, title: k.title || k.bookTitle })).sort(byTitle),
      bookHtml: (id: string) => {
        const book = byId.get(id);
        return book ? bookCardHtml(book, origin) : '';
      },
      kitHtml: (id: string) => {
        const kit = kitList.find((k) => k.id === id);
        const book = kit && byId.get(kit.bookId);
        return kit && book ? kitHtml({ title: kit.title || kit.bookTitle, headline: kit.headline }, book, origin) : '';
      },
    };
  }, [books, kits, origin]);
}
