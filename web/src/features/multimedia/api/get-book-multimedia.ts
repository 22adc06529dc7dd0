import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import type { Multimedia } from '@/types/api';

// GET /api/books/{bookId}/multimedia: a book's videos and songs, newest first.
// 404 when the book does not exist. An answer that is not a list is a failure too.
export async function getBookMultimedia(
  bookId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Multimedia[]> {
  const list = await api.get<unknown>(apiPaths.bookMultimedia(bookId), { signal });
  // The page shows its own failure message for this; the error's text is for the console.
  // eslint-disable-next-line storyshelf/translated-text -- a developer's message, never shown
  if (!Array.isArray(list)) throw new Error('Unexpected multimedia response');
  return list as Multimedia[];
}

// Only server trouble is worth a retry: a 4xx will answer the same again.
function retryServerErrors(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function getBookMultimediaQueryOptions(bookId: string) {
  return queryOptions({
    queryKey: queryKeys.bookMultimedia(bookId),
    queryFn: ({ signal }) => getBookMultimedia(bookId, { signal }),
    retry: retryServerErrors,
  });
}

export function useBookMultimedia(bookId: string) {
  return useQuery(getBookMultimediaQueryOptions(bookId));
}
