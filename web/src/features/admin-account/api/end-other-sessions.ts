import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// DELETE /api/admin/sessions: signs every other device out at once; this one stays. Answers
// {"signedOut": n}. The mutation is given which devices ('others'), as the list's confirmation
// hands on what it asked about.
export const endOtherSessions = () => adminApi.delete<{ signedOut: number }>(adminApiPaths.sessions);

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_devices: 'others') => endOtherSessions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.sessions }),
  });
}
