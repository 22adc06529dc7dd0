import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// GET /api/admin/testimonials/waiting-count: how many readers' reviews wait for the owner.
export const getWaitingReviewsCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<{ count: number }>(adminApiPaths.waitingReviewsCount, { signal });

export const waitingReviewsCountQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.waitingReviewsCount,
    queryFn: ({ signal }) => getWaitingReviewsCount({ signal }),
    staleTime: 30 * 1000,
    // Reviews arrive while the owner works, as messages do.
    refetchInterval: 2 * 60 * 1000,
  });

export function useWaitingReviewsCount() {
  return useQuery(waitingReviewsCountQueryOptions());
}
