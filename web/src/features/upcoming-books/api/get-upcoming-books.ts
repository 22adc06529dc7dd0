import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { UpcomingBook } from '@/types/api';

// GET /api/upcoming-books: announced books, soonest expected release first.
export function getUpcomingBooks({ signal }: { signal?: AbortSignal } = {}): Promise<UpcomingBook[]> {
  return api.get<UpcomingBook[]>(apiPaths.upcomingBooks, { signal });
}

export function getUpcomingBooksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.upcomingBooks,
    queryFn: ({ signal }) => getUpcomingBooks({ signal }),
  });
}

export function useUpcomingBooks() {
  return useQuery(getUpcomingBooksQueryOptions());
}
