import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, sessionStore, type Session } from '@/lib/auth/session-store';

export type LoginInput = { email: string; password: string };

// A right password for an account with a second step: no session yet, but the ticket that
// finishes the sign-in (POST /api/auth/second-step, within 5 minutes) and the ways it can.
export type SecondStepStart = { secondStep: { ticket: string; methods: string[] } };

export type LoginAnswer = Session | SecondStepStart;

export const isSecondStep = (answer: LoginAnswer): answer is SecondStepStart => 'secondStep' in answer;

// The CSRF header: the server refuses a sign-in another site's form could post.
export const login = (input: LoginInput) =>
  api.post<LoginAnswer>(adminApiPaths.login, input, { headers: { ...CSRF_HEADER } });

// Signs in; the new session is kept in memory and handed to the other tabs. An account with a
// second step gets no session here: the form asks for it (second-step-form.tsx).
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!isSecondStep(answer)) sessionStore.establish(answer);
    },
  });
}
