import { Copy, MailWarning } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useInvitePerson } from '../api/invite-person';
import type { InviteResult } from '../types';
import { inviteDefaults, inviteSchema, MSG_INVITE_FAILED, type InviteFormValues } from '../utils/invite-form';
import { ROLE_OPTIONS } from '../utils/roles';

import { PeopleSection } from './people-section';

export const MSG_NO_MAIL =
  'This site cannot send email yet, so invitations are not mailed: you get the link to give to the person yourself. ' +
  'To have them mailed, set up email in Settings → Email.';

// The link of an invitation no mail could carry, to copy and pass on, with the server's words
// saying so.
function LinkToHandOut({ result }: { result: InviteResult }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.link ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div role="status" className="space-y-3 rounded-2xl border-2 border-amber-300 bg-amber-50 px-4 py-3 text-stone-900">
      <p>{result.message}</p>
      <label htmlFor={id} className="block font-semibold">
        Invitation link for {result.invitation.email}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={result.link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border-2 border-stone-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}

// Invite someone: their address and their role (Editor unless she chooses Owner); the server
// mails them a link that works once, for 48 hours. Without a mail server the screen says so up
// front, and shows the link instead of a toast.
export function InviteSection({ mailConfigured }: { mailConfigured: boolean }) {
  const state = useAppForm(inviteSchema, inviteDefaults);
  const invite = useInvitePerson();
  const toast = useToast();
  const [handOut, setHandOut] = useState<InviteResult | null>(null);
  const busy = invite.isPending;

  const onValid = ({ email, role }: InviteFormValues) => {
    setHandOut(null);
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (result) => {
          state.form.reset(inviteDefaults);
          if (result.link) setHandOut(result);
          else toast.show(result.message);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          state.fail(fields, Object.keys(fields).length > 0 ? undefined : userMessage(error, MSG_INVITE_FAILED));
        },
      },
    );
  };

  return (
    <PeopleSection id="people-invite" title="Invite someone">
      <p className="text-stone-700">
        They get their own account, with the role you choose. The invitation works once, for 48 hours; they choose their
        own password.
      </p>
      {mailConfigured ? null : (
        <p className="flex items-start gap-2 rounded-2xl border-2 border-amber-300 bg-amber-50 px-4 py-3 text-stone-900">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <span>{MSG_NO_MAIL}</span>
        </p>
      )}
      <Form
        state={state}
        idPrefix="invite"
        busy={busy}
        onValid={onValid}
        className="space-y-5"
        actions={
          <Button type="submit" disabled={busy}>
            {busy ? 'Inviting...' : mailConfigured ? 'Send Invitation' : 'Create Invitation Link'}
          </Button>
        }
      >
        <InputField name="email" label="Email address" type="email" autoComplete="off" required />
        <RadioGroupField name="role" label="Role" options={ROLE_OPTIONS} />
      </Form>
      {handOut ? <LinkToHandOut result={handOut} /> : null}
    </PeopleSection>
  );
}
