import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Role } from '@/lib/auth/use-me';

import type { InviteResult } from '../types';

// POST /api/admin/people {"email", "role"}: invites the address to join as an editor or an owner
// (again, for one waiting: a new link replaces the old). 400 with fields.email for a bad address
// or one that has an account.
export const invitePerson = ({ email, role }: { email: string; role: Role }) =>
  adminApi.post<InviteResult>(adminApiPaths.people, { email, role });

export function useInvitePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invitePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.people }),
  });
}
