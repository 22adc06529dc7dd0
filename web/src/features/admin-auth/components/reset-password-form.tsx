import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useCheckResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { MSG_INVALID_RECOVERY, newPasswordSchema } from '../utils/validate-password';

import { FormMessage } from './form-message';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from './text-link';

export const MSG_RESET_SUCCESS = 'Password reset successful! Redirecting to login...';
// Spec §9: redirect after password reset.
export const RESET_REDIRECT_MS = 3_000;

function InvalidLink({ message = MSG_INVALID_RECOVERY }: { message?: string }) {
  return (
    <div className="space-y-5">
      <FormMessage tone="error">{message}</FormMessage>
      <p className="text-center text-sm">
        <TextLink to={adminPaths.forgotPassword.getHref()}>Request a new password reset</TextLink>
      </p>
    </div>
  );
}

// The page needs the recovery link's token (?token=…); it is checked before the form shows.
export function ResetPasswordPanel({ token }: { token: string | null }) {
  const check = useCheckResetToken(token ?? '');
  if (!token) return <InvalidLink />;
  if (check.isPending) return <Spinner label="Checking your link..." />;
  const refused = check.isError && check.error instanceof ApiError && check.error.status === 400;
  if (refused || (check.isSuccess && !check.data.valid)) return <InvalidLink />;
  // Any other failure of the check: the form still shows; the reset itself checks the link.
  return <ResetPasswordForm token={token} />;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const state = useAppForm(newPasswordSchema, { password: '', confirm: '' });
  const resetMutation = useResetPassword();

  useEffect(() => {
    if (!resetMutation.isSuccess) return;
    const timer = setTimeout(() => navigate(adminPaths.login.getHref(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [resetMutation.isSuccess, navigate]);

  if (resetMutation.isSuccess) return <FormMessage tone="success">{MSG_RESET_SUCCESS}</FormMessage>;

  const busy = resetMutation.isPending;
  const failure = resetMutation.isError ? userMessage(resetMutation.error, 'Failed to reset password') : null;

  return (
    <Form
      state={state}
      idPrefix="reset"
      busy={busy}
      onValid={({ password }) => resetMutation.mutate({ token, password })}
      className="space-y-5"
    >
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {failure === MSG_INVALID_RECOVERY ? (
        <p className="text-sm">
          <TextLink to={adminPaths.forgotPassword.getHref()}>Request a new password reset</TextLink>
        </p>
      ) : null}
      <NewPasswordFields />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Form>
  );
}
