import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { isNotFound } from '@/lib/api-client';
import { adminApi } from '@/lib/auth/admin-api';
import type { UpcomingBook } from '@/types/api';

// GET /api/admin/upcoming-books/{id}: one upcoming book, for the edit form.
// 404 {"error":{"code":"not_found","message":"Upcoming book not found."}}.
export const getUpcomingBook = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<UpcomingBook>(adminApiPaths.upcomingBook(id), { signal });

export const upcomingBookQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.upcomingBook(id),
    queryFn: ({ signal }) => getUpcomingBook(id, { signal }),
    // The form starts from what is stored now: nothing is kept once the form is left.
    staleTime: 0,
    gcTime: 0,
    // An unknown id stays unknown.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useUpcomingBook(id: string) {
  return useQuery(upcomingBookQueryOptions(id));
}
