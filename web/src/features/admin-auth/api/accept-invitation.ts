import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, sessionStore, type Session } from '@/lib/auth/session-store';

export type AcceptInvitationInput = { token: string; password: string };

// Spends the invitation link to create the account with its own password, and signs in.
export const acceptInvitation = (input: AcceptInvitationInput) =>
  api.post<Session>(adminApiPaths.acceptInvitation, input, { headers: { ...CSRF_HEADER } });

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (session) => sessionStore.establish(session),
  });
}
