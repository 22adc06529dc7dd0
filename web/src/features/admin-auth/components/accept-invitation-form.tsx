import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { userMessage } from '@/lib/user-message';

import { useAcceptInvitation } from '../api/accept-invitation';
import { useCheckInvitation, type InvitationCheck } from '../api/check-invitation';
import { newPasswordSchema } from '../utils/validate-password';

import { FormMessage } from './form-message';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from './text-link';

export const MSG_INVITATION_INCOMPLETE =
  'This invitation link is incomplete. Open the whole link from the email, or ask for a new invitation.';
export const MSG_INVITATION_CHECK_FAILED = 'Failed to check your invitation. Please try again.';
export const MSG_ACCEPT_FAILED = 'Failed to create your account. Please try again.';

// A link that opens no invitation: why, in the server's words, and the way to the login page.
function NoInvitation({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <FormMessage tone="error">{message}</FormMessage>
      <p className="text-center text-sm">
        <TextLink to={adminPaths.login.getHref()}>Go to the login page</TextLink>
      </p>
    </div>
  );
}

// The invitation page (/admin/invite?token=…): the link is checked first; a good one shows the
// site and the address the account is for, and the new password (the spec's rules) makes it.
export function AcceptInvitationPanel({ token }: { token: string | null }) {
  const check = useCheckInvitation(token ?? '');
  if (!token) return <NoInvitation message={MSG_INVITATION_INCOMPLETE} />;
  if (check.isPending) return <Spinner label="Checking your invitation..." />;
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 400) return <NoInvitation message={check.error.message} />;
    return <NoInvitation message={userMessage(check.error, MSG_INVITATION_CHECK_FAILED)} />;
  }
  return <AcceptInvitationForm token={token} invitation={check.data} />;
}

export function AcceptInvitationForm({ token, invitation }: { token: string; invitation: InvitationCheck }) {
  const state = useAppForm(newPasswordSchema, { password: '', confirm: '' });
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const busy = accept.isPending;
  const refused = accept.isError && accept.error instanceof ApiError ? accept.error : null;

  return (
    <div className="space-y-5">
      <div className="rounded-2xl border-2 border-amber-200 bg-amber-50 px-4 py-3 text-stone-900">
        <p>
          {invitation.invitedBy ? `${invitation.invitedBy} invited you to ` : 'You are invited to '}
          <strong>{invitation.site}</strong>.
        </p>
        <p className="mt-1">
          Your account: <strong className="break-all">{invitation.email}</strong>
        </p>
        <p className="mt-1 text-sm text-stone-700">
          This invitation works until <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>.
        </p>
      </div>
      <Form
        state={state}
        idPrefix="invite"
        busy={busy}
        onValid={({ password }) =>
          accept.mutate(
            { token, password },
            {
              onSuccess: () => navigate(adminPaths.dashboard.getHref(), { replace: true }),
              onError: (error) => state.fail(error instanceof ApiError ? error.fields : {}),
            },
          )
        }
        className="space-y-5"
      >
        {accept.isError && !(refused && Object.keys(refused.fields).length > 0) ? (
          <FormMessage tone="error">{userMessage(accept.error, MSG_ACCEPT_FAILED)}</FormMessage>
        ) : null}
        {/* The address, for the browser's password manager to save with the password. */}
        <input type="email" name="email" autoComplete="username" value={invitation.email} readOnly hidden />
        <NewPasswordFields passwordLabel="Password" />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Creating...' : 'Create My Account'}
        </Button>
      </Form>
    </div>
  );
}
