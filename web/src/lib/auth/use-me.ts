import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';

import { adminApi } from './admin-api';
import type { AdminUser } from './session-store';

// GET /api/admin/me: the signed-in admin, and whether the site requires a second step that her
// account lacks. While it does, the server refuses everything but her Account page (403), and
// the admin sends her there to add one.
export type Me = AdminUser & { secondStepNeeded: boolean };

export const meQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.me,
    queryFn: ({ signal }) => adminApi.get<Me>(adminApiPaths.me, { signal }),
    staleTime: 0,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
