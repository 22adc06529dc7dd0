import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// GET /api/admin/kits/{id}, read for the kit's title only. The key is the kit screens' own,
// so a kit they loaded is not asked for again.
export const getKitTitle = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<{ title: string }>(adminApiPaths.kit(id), { signal });

export function useKitTitle(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.kit(id),
      queryFn: ({ signal }) => getKitTitle(id, { signal }),
      staleTime: 30 * 1000,
      select: (kit) => kit.title,
      // Only the heading's line under it waits on this; the sign-ups say when the kit is gone.
      retry: false,
    }),
  );
}
