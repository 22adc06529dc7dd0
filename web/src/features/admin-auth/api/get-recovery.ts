import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { api } from '@/lib/api-client';

// GET /api/auth/recovery: whether a forgotten password can be reset by email, that is whether
// the site can send mail now.
export const getRecovery = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ mail: boolean }>(adminApiPaths.recovery, { signal });

export const recoveryQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.recovery,
    queryFn: ({ signal }) => getRecovery({ signal }),
    retry: false,
    staleTime: 60 * 1000,
  });

export function useRecovery() {
  return useQuery(recoveryQueryOptions());
}
