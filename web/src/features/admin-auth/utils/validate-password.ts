import { z } from 'zod';

import { checkNewPassword, meetsPasswordRules, MSG_PASSWORDS_MISMATCH } from '@/lib/auth/password-rules';

export const MSG_INVALID_RECOVERY = 'Invalid or expired recovery link. Please request a new password reset.';

// A new password and its confirmation. A password that breaks the rules says so; only an
// acceptable one is compared with its confirmation.
export const newPasswordSchema = z
  .object({
    password: z.string().superRefine(checkNewPassword),
    confirm: z.string(),
  })
  .refine((v) => !meetsPasswordRules(v.password) || v.password === v.confirm, {
    message: MSG_PASSWORDS_MISMATCH,
    path: ['confirm'],
  });
