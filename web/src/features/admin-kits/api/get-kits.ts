import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { KitSummary } from '../types';

// GET /api/admin/kits: every kit, newest first, with its book's title and its file and
// sign-up counts.
export const getKits = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<KitSummary[]>(adminApiPaths.kits, { signal });

export const kitsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.kits,
    queryFn: ({ signal }) => getKits({ signal }),
    staleTime: 30 * 1000,
  });

export function useKits() {
  return useQuery(kitsQueryOptions());
}
