import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

export type PasswordChange = { currentPassword: string; newPassword: string };

// POST /api/admin/password: answers {"message"}; every other device is signed out. 400 with
// fields.currentPassword ('Your current password is not right.') or fields.newPassword, 429
// after too many wrong passwords.
export const changePassword = (change: PasswordChange) => adminApi.post<{ message: string }>(adminApiPaths.changePassword, change);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other devices are gone from the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.sessions }),
  });
}
