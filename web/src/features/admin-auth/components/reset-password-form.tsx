import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useCheckResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { MSG_INVALID_RECOVERY, validateNewPassword, type NewPasswordErrors } from '../utils/validate-password';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const resetMutation = useResetPassword();

  useEffect(() => {
    if (!resetMutation.isSuccess) return;
    const timer = setTimeout(() => navigate(adminPaths.login.getHref(), { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [resetMutation.isSuccess, navigate]);

  if (resetMutation.isSuccess) return <FormMessage tone="success">{MSG_RESET_SUCCESS}</FormMessage>;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validateNewPassword(password, confirm);
    setErrors(next);
    if (next.password) return passwordInput.current?.focus();
    if (next.confirm) return confirmInput.current?.focus();
    resetMutation.mutate({ token, password });
  };

  const busy = resetMutation.isPending;
  const failure = resetMutation.isError ? userMessage(resetMutation.error, 'Failed to reset password') : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {failure === MSG_INVALID_RECOVERY ? (
        <p className="text-sm">
          <TextLink to={adminPaths.forgotPassword.getHref()}>Request a new password reset</TextLink>
        </p>
      ) : null}
      <NewPasswordFields
        idPrefix="reset"
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        passwordRef={passwordInput}
        confirmRef={confirmInput}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
