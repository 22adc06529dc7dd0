import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

// After an author is renamed or removed: the authors and books the admin shows, and every
// public page that shows a book's author, load again.
export function refreshAuthorQueries(queryClient: QueryClient) {
  const keys: ReadonlyArray<readonly unknown[]> = [
    adminQueryKeys.authors,
    adminQueryKeys.books,
    adminQueryKeys.dashboard,
    queryKeys.books,
    ['book'],
    queryKeys.featuredTestimonials,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
