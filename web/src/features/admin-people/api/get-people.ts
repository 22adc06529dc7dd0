import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { People } from '../types';

// GET /api/admin/people: every account (hers marked), the invitations waiting, and whether
// mail can be sent.
export const getPeople = ({ signal }: { signal?: AbortSignal } = {}) => adminApi.get<People>(adminApiPaths.people, { signal });

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.people,
    queryFn: ({ signal }) => getPeople({ signal }),
    staleTime: 0,
  });

export function usePeople() {
  return useQuery(peopleQueryOptions());
}
