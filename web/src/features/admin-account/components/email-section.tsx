import { MailCheck, MailWarning } from 'lucide-react';
import { useMemo } from 'react';

import { InputField } from '@/components/ui/form/input-field';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';

import { useAccount } from '../api/get-account';
import { useChangeEmail } from '../api/change-email';
import type { Account } from '../types';
import {
  emailDefaults,
  emailSchema,
  MSG_ACCOUNT_LOAD_FAILED,
  MSG_EMAIL_CHANGE_FAILED,
  type EmailFormValues,
} from '../utils/account-forms';

import { AccountForm } from './account-form';
import { AccountSection } from './account-section';

// Without a mail server the new address could never be confirmed, so the form is not offered,
// and nothing on this screen says a mail went out.
export const MSG_NO_MAIL_SERVER =
  'Your email address cannot be changed yet: a change is confirmed with a link sent by email, and no mail server is set up ' +
  'for this site. The change cannot be confirmed until email is set up, in Settings → Email.';

const toInput = ({ email, currentPassword }: EmailFormValues) => ({ email: email.trim(), currentPassword });

function EmailForm({ current }: { current: string }) {
  const schema = useMemo(() => emailSchema(current), [current]);
  const change = useChangeEmail();
  return (
    <AccountForm
      schema={schema}
      defaults={emailDefaults}
      idPrefix="email"
      change={change}
      toInput={toInput}
      failed={MSG_EMAIL_CHANGE_FAILED}
      submitLabel="Send Confirmation Link"
      busyLabel="Sending..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          name="email"
          label="New email address"
          hint="We send a link to it; your address changes when you open that link."
          type="email"
          autoComplete="email"
          required
        />
        <InputField name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
      </div>
    </AccountForm>
  );
}

function EmailDetails({ account }: { account: Account }) {
  const pending = account.pendingEmail;
  return (
    <div className="space-y-5">
      <p>
        You sign in with <strong className="break-all">{account.email}</strong>.
      </p>
      {pending ? (
        <p className="flex items-start gap-2 rounded-2xl border-2 border-green-200 bg-green-50 px-4 py-3 text-green-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            We sent a link to <strong className="break-all">{pending.email}</strong>. Your address changes when you open it;
            it works until <time dateTime={pending.expiresAt}>{formatDateTime(pending.expiresAt)}</time>.
          </span>
        </p>
      ) : null}
      {account.mailConfigured ? (
        <EmailForm current={account.email} />
      ) : (
        <p className="flex items-start gap-2 rounded-2xl border-2 border-amber-300 bg-amber-50 px-4 py-3 text-stone-900">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <span>{MSG_NO_MAIL_SERVER}</span>
        </p>
      )}
    </div>
  );
}

// Change email address: she gives the new one and her password; a link goes to the new address
// and the address changes only when it is opened and confirmed there.
export function EmailSection() {
  const account = useAccount();
  return (
    <AccountSection id="account-email" title="Email address" intro="The address you sign in with and receive password resets at.">
      {account.isPending ? (
        <Spinner label="Loading your account..." />
      ) : account.isError ? (
        <LoadError message={MSG_ACCOUNT_LOAD_FAILED} onRetry={() => void account.refetch()} retrying={account.isFetching} />
      ) : (
        <EmailDetails account={account.data} />
      )}
    </AccountSection>
  );
}
