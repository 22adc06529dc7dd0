import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// GET /api/admin/messages/unread-count: how many contact messages the owner has not opened.
export const getUnreadCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<{ unread: number }>(adminApiPaths.unreadCount, { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    staleTime: 30 * 1000,
    // New messages arrive while the owner works: the menu looks again every two minutes.
    refetchInterval: 2 * 60 * 1000,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions());
}
