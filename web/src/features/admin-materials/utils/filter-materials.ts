import { byTitle, type BookOption } from '@/lib/admin-catalogue';
import type { MaterialType } from '@/types/api';

import type { MaterialOverview } from '../types';

export const MATERIAL_TYPE_LABELS: Record<MaterialType, string> = {
  pdf: 'PDF',
  audio: 'Audio',
  video: 'Video',
  image: 'Image',
  other: 'Other',
};

// What the owner narrowed the list to; '' is everything.
export type MaterialFilters = { q: string; type: string; bookId: string };

export const NO_FILTERS: MaterialFilters = { q: '', type: '', bookId: '' };

// The materials of the chosen type and book whose title, description or book title holds the
// words typed, in any case.
export function filterMaterials(items: MaterialOverview[], { q, type, bookId }: MaterialFilters) {
  const needle = q.trim().toLocaleLowerCase();
  return items.filter(
    (m) =>
      (!type || m.type === type) &&
      (!bookId || m.bookId === bookId) &&
      (!needle || [m.title, m.description, m.bookTitle].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}

// The books that have materials, by title, for the book filter.
export function booksWithMaterials(items: MaterialOverview[]): BookOption[] {
  const books = new Map(items.map((m) => [m.bookId, m.bookTitle]));
  return [...books].map(([id, title]) => ({ id, title })).sort(byTitle);
}
