import { z } from 'zod';

import { isEmailAddress } from '@/lib/email-address';
import { checkNewPassword, meetsPasswordRules, MSG_PASSWORDS_MISMATCH } from '@/lib/auth/password-rules';

// The Account screen's two forms: their values, checks and messages. The field names are the
// server's (internal/server/account.go), so its 400 answers land on them, and the messages are
// its own (internal/storyshelf/account.go).

export const MSG_CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const MSG_EMAIL_REQUIRED = 'Please enter your email address.';
export const MSG_EMAIL_INVALID = 'Please enter a valid email address.';
export const MSG_SAME_EMAIL = 'This is already your email address.';
export const MSG_PASSWORD_CHANGE_FAILED = 'Failed to change password. Please try again.';
export const MSG_EMAIL_CHANGE_FAILED = 'Failed to change email address. Please try again.';
export const MSG_ACCOUNT_LOAD_FAILED = 'Failed to load your account. Please try again.';

const currentPassword = z.string().refine((v) => v !== '', MSG_CURRENT_PASSWORD_REQUIRED);

export type PasswordFormValues = { currentPassword: string; newPassword: string; confirm: string };

export const passwordDefaults: PasswordFormValues = { currentPassword: '', newPassword: '', confirm: '' };

// A new password that breaks the rules says so; only an acceptable one is compared with its
// confirmation (as on the reset page).
export const passwordSchema = z
  .object({
    currentPassword,
    newPassword: z.string().superRefine(checkNewPassword),
    confirm: z.string(),
  })
  .refine((v) => !meetsPasswordRules(v.newPassword) || v.newPassword === v.confirm, {
    message: MSG_PASSWORDS_MISMATCH,
    path: ['confirm'],
  }) satisfies z.ZodType<PasswordFormValues>;

export type EmailFormValues = { email: string; currentPassword: string };

export const emailDefaults: EmailFormValues = { email: '', currentPassword: '' };

// The new address: given, an address, and not the one she has.
export const emailSchema = (current: string) =>
  z.object({
    email: z
      .string()
      .refine((v) => v.trim() !== '', MSG_EMAIL_REQUIRED)
      .refine((v) => v.trim() === '' || isEmailAddress(v.trim()), MSG_EMAIL_INVALID)
      .refine((v) => v.trim().toLowerCase() !== current.toLowerCase(), MSG_SAME_EMAIL),
    currentPassword,
  }) satisfies z.ZodType<EmailFormValues>;
