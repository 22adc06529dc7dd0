import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';

export type ForgotPasswordInput = { email: string };

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api.post<{ message: string }>(adminApiPaths.forgotPassword, input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
