import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { KindnessKit } from '@/types/api';

// GET /api/books/{bookId}/kit: the book's active kindness kit with its files,
// or null when it has none. The server embeds this answer in the book page
// under the same query key, so the first screen needs no request.
export function getBookKit(bookId: string, { signal }: { signal?: AbortSignal } = {}): Promise<KindnessKit | null> {
  return api.get<KindnessKit | null>(apiPaths.bookKit(bookId), { signal });
}

export function getBookKitQueryOptions(bookId: string) {
  return queryOptions({
    queryKey: queryKeys.bookKit(bookId),
    queryFn: ({ signal }) => getBookKit(bookId, { signal }),
  });
}

export function useBookKit(bookId: string) {
  return useQuery(getBookKitQueryOptions(bookId));
}
