import { z } from 'zod';

// Spec §5 and §9: at least 8 characters, with a digit and an uppercase letter.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_HINT = 'At least 8 characters, including a number and an uppercase letter.';
export const MSG_PASSWORD_REQUIREMENTS = 'Password does not meet requirements.';
export const MSG_PASSWORDS_MISMATCH = 'Passwords do not match.';
export const MSG_INVALID_RECOVERY = 'Invalid or expired recovery link. Please request a new password reset.';

export function meetsPasswordRules(password: string) {
  // Counted in characters (code points) like the server, which also refuses blank and huge ones.
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    password.length <= 1024 &&
    password.trim() !== '' &&
    /\p{Nd}/u.test(password) &&
    /\p{Lu}/u.test(password)
  );
}

// A new password and its confirmation. A password that breaks the rules says so; only an
// acceptable one is compared with its confirmation.
export const newPasswordSchema = z
  .object({
    password: z.string().refine(meetsPasswordRules, MSG_PASSWORD_REQUIREMENTS),
    confirm: z.string(),
  })
  .refine((v) => !meetsPasswordRules(v.password) || v.password === v.confirm, {
    message: MSG_PASSWORDS_MISMATCH,
    path: ['confirm'],
  });
