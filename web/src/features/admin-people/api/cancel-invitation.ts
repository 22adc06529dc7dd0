import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Invitation } from '../types';

// DELETE /api/admin/people/invitations/{id}: its link stops working (204). 404 when it was
// used, cancelled or expired meanwhile.
export const cancelInvitation = (invitation: Invitation) => adminApi.delete<void>(adminApiPaths.invitation(invitation.id));

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.people }),
  });
}
