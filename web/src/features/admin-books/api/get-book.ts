import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { isNotFound } from '@/lib/api-client';
import { adminApi } from '@/lib/auth/admin-api';
import type { Book } from '@/types/api';

// GET /api/admin/books/{id}: one book with its genres and materials, for the edit form.
// 404 {"error":{"code":"not_found","message":"Book not found."}}.
export const getBook = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Book>(adminApiPaths.book(id), { signal });

export const bookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.book(id),
    queryFn: ({ signal }) => getBook(id, { signal }),
    // The form starts from what is stored now: nothing is kept once the form is left.
    staleTime: 0,
    gcTime: 0,
    // An unknown id stays unknown.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useBook(id: string) {
  return useQuery(bookQueryOptions(id));
}
