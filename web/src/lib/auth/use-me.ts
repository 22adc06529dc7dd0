import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';

import { adminApi } from './admin-api';
import type { AdminUser } from './session-store';

// What a person may do: an owner everything; an editor the content, the inbox, the statistics
// and her own account (the server refuses her the rest with 403).
export type Role = 'owner' | 'editor';

// GET /api/admin/me: the signed-in admin, her role, and whether the site requires a second step
// that her account lacks. While it does, the server refuses everything but her Account page
// (403), and the admin sends her there to add one.
export type Me = AdminUser & { secondStepNeeded: boolean; role: Role };

export const meQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.me,
    queryFn: ({ signal }) => adminApi.get<Me>(adminApiPaths.me, { signal }),
    staleTime: 0,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

// The signed-in person's role, once GET /api/admin/me has answered (undefined until then). The
// owners' menu entries, links and buttons hide from a known editor; a part of a screen that
// loads from an owner's route by itself waits until she is known to be an owner, so an editor
// never sees it fail.
export function useRole(): Role | undefined {
  return useMe().data?.role;
}
