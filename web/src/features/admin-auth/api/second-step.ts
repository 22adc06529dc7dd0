import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, sessionStore, type Session } from '@/lib/auth/session-store';

export type SecondStepInput = { ticket: string; code: string };

// POST /api/auth/second-step: the ticket a right password answered and a 6-digit code from the
// authenticator app or a recovery code. Answers the session; 401 with fields.code for a wrong
// (or used) code, 401 without for a ticket that expired, 429 after too many wrong codes.
export const finishSecondStep = (input: SecondStepInput) =>
  api.post<Session>(adminApiPaths.secondStep, input, { headers: { ...CSRF_HEADER } });

export function useSecondStep() {
  return useMutation({
    mutationFn: finishSecondStep,
    onSuccess: (session) => sessionStore.establish(session),
  });
}
