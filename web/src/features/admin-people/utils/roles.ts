import { z } from 'zod';

import type { RadioOption } from '@/components/ui/form/radio-group-field';
import type { Role } from '@/lib/auth/use-me';

// The roles as the People screen names them and explains them, and the form that makes someone
// an owner.

export const MSG_ROLE_FAILED = 'Failed to change the role. Please try again.';
export const MSG_PASSWORD_REQUIRED = 'Enter your password to make someone an owner.';

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', editor: 'Editor' };

// The invitation's role choice, what each may do in plain words; Editor first, the default.
export const ROLE_OPTIONS: RadioOption[] = [
  {
    value: 'editor',
    label: ROLE_LABELS.editor,
    hint: 'Books, authors, kits, videos and songs, reviews, newsletter drafts, messages and statistics.',
  },
  {
    value: 'owner',
    label: ROLE_LABELS.owner,
    hint: 'Everything, including people, mail, backups, subscribers and sending newsletters.',
  },
];

// Making someone an owner: the signed-in owner's own password. The field name is the server's.
export type MakeOwnerValues = { password: string };

export const makeOwnerDefaults: MakeOwnerValues = { password: '' };

export const makeOwnerSchema = z.object({
  password: z.string().refine((v) => v !== '', MSG_PASSWORD_REQUIRED),
}) satisfies z.ZodType<MakeOwnerValues>;
