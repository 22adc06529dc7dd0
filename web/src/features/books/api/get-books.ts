import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { Book } from '@/types/api';

// GET /api/books: every book, newest first.
export function getBooks({ signal }: { signal?: AbortSignal } = {}): Promise<Book[]> {
  return api.get<Book[]>(apiPaths.books, { signal });
}

export function getBooksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.books,
    queryFn: ({ signal }) => getBooks({ signal }),
  });
}

export function useBooks() {
  return useQuery(getBooksQueryOptions());
}
