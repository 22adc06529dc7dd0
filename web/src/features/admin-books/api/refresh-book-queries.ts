import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

// After a book is added, changed or removed: the admin screens and the public pages
// (['books'], ['book', …] and the book's own lists) load it again, so the site shows
// the change at once. The edit form's own query is left alone: it is dropped on leaving.
export function refreshBookQueries(queryClient: QueryClient, bookId: string) {
  const keys: ReadonlyArray<readonly unknown[]> = [
    adminQueryKeys.dashboard,
    queryKeys.books,
    ['book'],
    queryKeys.featuredTestimonials,
    queryKeys.bookMultimedia(bookId),
    queryKeys.bookTestimonials(bookId),
    queryKeys.bookKit(bookId),
  ];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.books, exact: true }),
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
