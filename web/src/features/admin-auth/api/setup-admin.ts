import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, sessionStore, type Session } from '@/lib/auth/session-store';

export type SetupAdminInput = { token: string; email: string; password: string };

// Creates the first admin with the one-time setup link and signs them in.
export const setupAdmin = (input: SetupAdminInput) =>
  api.post<Session>(adminApiPaths.setup, input, { headers: { ...CSRF_HEADER } });

export function useSetupAdmin() {
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: (session) => sessionStore.establish(session),
  });
}
