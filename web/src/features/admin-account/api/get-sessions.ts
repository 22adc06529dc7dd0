import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { SignIn } from '../types';

// GET /api/admin/sessions: the devices she is signed in on, the most recently seen first, this
// one marked current.
export const getSessions = ({ signal }: { signal?: AbortSignal } = {}) => adminApi.get<SignIn[]>(adminApiPaths.sessions, { signal });

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.sessions,
    queryFn: ({ signal }) => getSessions({ signal }),
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
