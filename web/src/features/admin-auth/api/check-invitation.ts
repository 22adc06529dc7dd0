import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { api } from '@/lib/api-client';

// What an invitation link opens: whose account, for which site. Checking does not use it.
// 400 with a message saying why a link opens none (used, cancelled, expired, unknown).
export type InvitationCheck = { email: string; site: string; invitedBy: string; expiresAt: string };

export const checkInvitation = (token: string) => api.post<InvitationCheck>(adminApiPaths.checkInvitation, { token });

export const checkInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: adminQueryKeys.invitation(token),
    queryFn: () => checkInvitation(token),
    retry: false,
    staleTime: Infinity,
  });

export function useCheckInvitation(token: string) {
  return useQuery({ ...checkInvitationQueryOptions(token), enabled: token !== '' });
}
