import { z } from 'zod';

import type { Role } from '@/lib/auth/use-me';
import { isEmailAddress } from '@/lib/email-address';

// The invitation form's values, check and messages. The field names are the server's
// (internal/server/people.go), so its 400 answers land on them.

export const MSG_EMAIL_REQUIRED = 'Please enter an email address.';
export const MSG_EMAIL_INVALID = 'Please enter a valid email address.';
export const MSG_INVITE_FAILED = 'Failed to send the invitation. Please try again.';
export const MSG_PEOPLE_LOAD_FAILED = 'Failed to load the people. Please try again.';
export const MSG_REMOVE_FAILED = 'Failed to remove the account. Please try again.';
export const MSG_CANCEL_FAILED = 'Failed to cancel the invitation. Please try again.';

export type InviteFormValues = { email: string; role: Role };

export const inviteDefaults: InviteFormValues = { email: '', role: 'editor' };

export const inviteSchema = z.object({
  email: z
    .string()
    .refine((v) => v.trim() !== '', MSG_EMAIL_REQUIRED)
    .refine((v) => v.trim() === '' || isEmailAddress(v.trim()), MSG_EMAIL_INVALID),
  role: z.enum(['editor', 'owner']),
}) satisfies z.ZodType<InviteFormValues>;
