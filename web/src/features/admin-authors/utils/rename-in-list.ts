import type { AdminAuthor } from '../types';

// The authors list after oldName became newName: one entry per name (renaming to a name that
// is already there joins the two, book counts added), alphabetical as the server sorts them.
export function renameInList(authors: AdminAuthor[], oldName: string, newName: string): AdminAuthor[] {
  const moved = authors.find((a) => a.name === oldName);
  if (!moved) return authors;
  const rest = authors.filter((a) => a.name !== oldName && a.name !== newName);
  const joined = authors.find((a) => a.name === newName);
  const bookCount = moved.bookCount + (joined?.bookCount ?? 0);
  return [...rest, { id: newName, name: newName, bookCount }].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || (a.name < b.name ? -1 : 1),
  );
}
