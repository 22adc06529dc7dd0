import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { isNotFound } from '@/lib/api-client';
import { adminApi } from '@/lib/auth/admin-api';

import type { KitSignUp } from '../types';

// GET /api/admin/kits/{id}/signups: who signed up for the kit, newest first, with their
// consent and the downloads their links made. 404 when there is no such kit.
export const getKitSignUps = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<KitSignUp[]>(adminApiPaths.kitSignUps(id), { signal });

export const kitSignUpsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.kitSignUps(id),
    queryFn: ({ signal }) => getKitSignUps(id, { signal }),
    staleTime: 30 * 1000,
    // An unknown kit stays unknown.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
  });

export function useKitSignUps(id: string) {
  return useQuery(kitSignUpsQueryOptions(id));
}
