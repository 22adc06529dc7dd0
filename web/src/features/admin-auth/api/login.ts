import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, sessionStore, type Session } from '@/lib/auth/session-store';

export type LoginInput = { email: string; password: string };

// The CSRF header: the server refuses a sign-in another site's form could post.
export const login = (input: LoginInput) =>
  api.post<Session>(adminApiPaths.login, input, { headers: { ...CSRF_HEADER } });

// Signs in; the new session is kept in memory and handed to the other tabs.
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => sessionStore.establish(session),
  });
}
