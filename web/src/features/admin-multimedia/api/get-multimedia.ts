import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { AdminMultimedia } from '../types';

// GET /api/admin/multimedia: every video and song, newest first, with its book.
export const getAdminMultimedia = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<AdminMultimedia[]>(adminApiPaths.multimedia, { signal });

export const adminMultimediaQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.multimedia,
    queryFn: ({ signal }) => getAdminMultimedia({ signal }),
    staleTime: 30 * 1000,
  });

export function useAdminMultimedia() {
  return useQuery(adminMultimediaQueryOptions());
}
