import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { isEmailAddress } from '@/lib/email-address';

import { useRequestPasswordReset } from '../api/forgot-password';

import { FormMessage } from './form-message';
import { TextLink } from './text-link';

export const MSG_RESET_LINK_SENT = 'Password reset link sent! Check your email inbox.';
const MSG_RESET_LINK_FAILED = 'Failed to send reset link';
const MSG_EMAIL_INVALID = 'Please enter a valid email address.';

// A bad address (400) and too many requests (429) keep the server's words; any other
// failure reads 'Failed to send reset link'.
function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.code !== 'unknown' && (error.status === 400 || error.status === 429)) {
    return error.message;
  }
  return MSG_RESET_LINK_FAILED;
}

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const emailInput = useRef<HTMLInputElement>(null);
  const resetMutation = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!isEmailAddress(value)) {
      setError(MSG_EMAIL_INVALID);
      emailInput.current?.focus();
      return;
    }
    setError(undefined);
    resetMutation.mutate({ email: value });
  };

  const busy = resetMutation.isPending;

  return (
    <div className="space-y-5">
      {resetMutation.isSuccess ? (
        <FormMessage tone="success">{MSG_RESET_LINK_SENT}</FormMessage>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
          {resetMutation.isError ? <FormMessage tone="error">{failureMessage(resetMutation.error)}</FormMessage> : null}
          <Field id="forgot-email" label="Email" error={error}>
            {(control) => (
              <input
                {...control}
                ref={emailInput}
                type="email"
                name="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <TextLink to={adminPaths.login.getHref()} className="inline-flex items-center gap-1.5">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to login
        </TextLink>
      </p>
    </div>
  );
}
