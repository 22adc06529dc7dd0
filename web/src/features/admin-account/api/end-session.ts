import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { SignIn } from '../types';

// DELETE /api/admin/sessions/{id}: signs that device out at once (204). 404 when it already is.
export const endSession = (device: SignIn) => adminApi.delete<void>(adminApiPaths.session(device.id));

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.sessions }),
  });
}
