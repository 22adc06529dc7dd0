import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Account } from '../types';

// GET /api/admin/account: her address, whether mail can be sent, and a change of address still
// waiting for its link.
export const getAccount = ({ signal }: { signal?: AbortSignal } = {}) => adminApi.get<Account>(adminApiPaths.account, { signal });

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.account,
    queryFn: ({ signal }) => getAccount({ signal }),
    staleTime: 0,
  });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
