import type { AdminMultimedia } from '../types';

// The list's search (admin spec §2): the words typed, anywhere in the title, the book's title
// or the description, in any case.
export function searchMultimedia(items: AdminMultimedia[], query: string): AdminMultimedia[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return items;
  return items.filter((item) =>
    [item.title, item.bookTitle, item.description].some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
