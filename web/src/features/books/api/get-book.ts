import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import type { Book } from '@/types/api';

// GET /api/books/{slug}-{shortid}: one book with its download materials.
// 400 for a malformed reference, 404 'Book not found.'.
export function getBook(slugWithId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Book> {
  return api.get<Book>(apiPaths.book(slugWithId), { signal });
}

// Only server trouble is worth a retry: a 400 or 404 will answer the same again.
export function retryServerErrors(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function getBookQueryOptions(slugWithId: string) {
  return queryOptions({
    queryKey: queryKeys.book(slugWithId),
    queryFn: ({ signal }) => getBook(slugWithId, { signal }),
    retry: retryServerErrors,
  });
}

export function useBook(slugWithId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getBookQueryOptions(slugWithId), enabled });
}
