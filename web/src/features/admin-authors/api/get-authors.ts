import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { AdminAuthor } from '../types';

// GET /api/admin/authors: every author name on the books, alphabetical, with its book count.
export const getAuthors = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<AdminAuthor[]>(adminApiPaths.authors, { signal });

export const authorsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.authors,
    queryFn: ({ signal }) => getAuthors({ signal }),
    staleTime: 30 * 1000,
  });

export function useAuthors() {
  return useQuery(authorsQueryOptions());
}
