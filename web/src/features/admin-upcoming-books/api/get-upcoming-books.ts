import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import type { UpcomingBook } from '@/types/api';

// GET /api/admin/upcoming-books: every announced book, soonest expected release first.
export const getUpcomingBooks = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<UpcomingBook[]>(adminApiPaths.upcomingBooks, { signal });

export const upcomingBooksQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.upcomingBooks,
    queryFn: ({ signal }) => getUpcomingBooks({ signal }),
    staleTime: 30 * 1000,
  });

export function useUpcomingBooks() {
  return useQuery(upcomingBooksQueryOptions());
}
