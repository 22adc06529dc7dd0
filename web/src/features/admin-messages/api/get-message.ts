import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { InboxMessage } from '../types';

// GET /api/admin/messages/{id}: one message (404 when it was deleted).
export const getMessage = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<InboxMessage>(adminApiPaths.message(id), { signal });

export const messageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminQueryKeys.message(id),
    queryFn: ({ signal }) => getMessage(id, { signal }),
    staleTime: 30 * 1000,
  });

export function useMessage(id: string) {
  return useQuery(messageQueryOptions(id));
}
