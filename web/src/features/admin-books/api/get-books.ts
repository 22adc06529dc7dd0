import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import type { Book } from '@/types/api';

// GET /api/admin/books: every book, newest first, with its genres.
export const getBooks = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Book[]>(adminApiPaths.books, { signal });

export const booksQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.books,
    queryFn: ({ signal }) => getBooks({ signal }),
    staleTime: 30 * 1000,
  });

export function useBooks() {
  return useQuery(booksQueryOptions());
}
