import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import type { Book } from '@/types/api';

// GET /api/admin/books: every book, newest first, with its genres. The books list shows it,
// and the kit and testimonial screens choose a book from it, so it lives in shared code.
export const getAdminBooks = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Book[]>(adminApiPaths.books, { signal });

export const adminBooksQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.books,
    queryFn: ({ signal }) => getAdminBooks({ signal }),
    staleTime: 30 * 1000,
  });

export function useAdminBooks() {
  return useQuery(adminBooksQueryOptions());
}
