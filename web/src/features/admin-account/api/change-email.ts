import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Account, PendingEmail } from '../types';

export type EmailChange = { email: string; currentPassword: string };

// POST /api/admin/account/email: mails a confirmation link to the new address and answers
// {"message": "We sent a link to …", "pendingEmail"}. 400 with fields.email or
// fields.currentPassword; 409 when the site has no mail server (nothing was sent).
export const changeEmail = (change: EmailChange) =>
  adminApi.post<{ message: string; pendingEmail: PendingEmail }>(adminApiPaths.accountEmail, change);

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ pendingEmail }) =>
      queryClient.setQueryData<Account>(adminQueryKeys.account, (account) => (account ? { ...account, pendingEmail } : account)),
  });
}
