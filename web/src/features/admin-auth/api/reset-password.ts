import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';

export type ResetPasswordInput = { token: string; password: string };

export const resetPassword = (input: ResetPasswordInput) =>
  api.post<{ message: string }>(adminApiPaths.resetPassword, input);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
