import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { isNotFound } from '@/lib/api-client';
import { adminApi } from '@/lib/auth/admin-api';

import type { KitDetail } from '../types';

// GET /api/admin/kits/{id}: one kit with its files in sort order, for the edit form and the
// files manager. 404 {"error":{"code":"not_found","message":"Kindness kit not found"}}.
export const getKit = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<KitDetail>(adminApiPaths.kit(id), { signal });

export const kitQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.kit(id),
    queryFn: ({ signal }) => getKit(id, { signal }),
    // Each screen starts from what is stored now.
    staleTime: 0,
    // An unknown id stays unknown.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useKit(id: string) {
  return useQuery(kitQueryOptions(id));
}
