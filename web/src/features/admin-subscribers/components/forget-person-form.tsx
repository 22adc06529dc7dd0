import { UserX } from 'lucide-react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { isEmailAddress } from '@/lib/email-address';

import { MSG_EMAIL_INVALID, MSG_EMAIL_REQUIRED } from '../utils/subscribers';

const schema = z.object({
  email: z
    .string()
    .refine((v) => v.trim() !== '', MSG_EMAIL_REQUIRED)
    .refine((v) => v.trim() === '' || isEmailAddress(v.trim()), MSG_EMAIL_INVALID),
});

// A privacy request about an address that may not be on the list at all (someone who only
// sent a message): the owner types it, and the same confirmation as on the list follows.
export function ForgetPersonForm({ onAsk }: { onAsk: (email: string) => void }) {
  const state = useAppForm(schema, { email: '' });
  return (
    <section aria-labelledby="forget-person-heading" className="space-y-3 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="forget-person-heading" className="font-display text-xl font-bold text-stone-900">
        Delete a person by email address
      </h2>
      <p className="text-stone-700">
        For a privacy request: removes the address from the list, kit sign-ups, contact messages and mail, even when it is
        not in the list above.
      </p>
      <Form
        guardUnsaved
        state={state}
        idPrefix="forget"
        busy={false}
        onValid={({ email }) => onAsk(email.trim().toLowerCase())}
        className="space-y-3"
        actions={
          <Button type="submit" variant="secondary">
            <UserX aria-hidden="true" className="size-4" />
            Delete this person
          </Button>
        }
      >
        <InputField name="email" label="Email address" type="email" autoComplete="off" />
      </Form>
    </section>
  );
}
