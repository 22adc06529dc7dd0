import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { TestEmailAnswer, TestEmailInput } from '../types';

// POST /api/admin/email/test: sends one mail at once through the form's settings, without
// saving them. Answers whether it went, or the mail server's refusal in plain words; 400 with
// the field messages.
export const sendTestEmail = (input: TestEmailInput) => adminApi.post<TestEmailAnswer>(adminApiPaths.testEmail, input);

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
