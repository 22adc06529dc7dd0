import { ArrowLeft } from 'lucide-react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { isEmailAddress } from '@/lib/email-address';

import { useRequestPasswordReset } from '../api/forgot-password';

import { FormMessage } from './form-message';
import { TextLink } from './text-link';

// The spec's answer; the server's own is shown (while the site cannot send mail it says so,
// the same for every address).
export const MSG_RESET_LINK_SENT = 'Password reset link sent! Check your email inbox.';
const MSG_RESET_LINK_FAILED = 'Failed to send reset link';
const forgotSchema = z.object({
  email: z.string().refine((value) => isEmailAddress(value.trim()), 'Please enter a valid email address.'),
});

// A bad address (400) and too many requests (429) keep the server's words; any other
// failure reads 'Failed to send reset link'.
function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.code !== 'unknown' && (error.status === 400 || error.status === 429)) {
    return error.message;
  }
  return MSG_RESET_LINK_FAILED;
}

export function ForgotPasswordForm() {
  const state = useAppForm(forgotSchema, { email: '' });
  const resetMutation = useRequestPasswordReset();
  const busy = resetMutation.isPending;

  return (
    <div className="space-y-5">
      {resetMutation.isSuccess ? (
        <FormMessage tone="success">{resetMutation.data.message || MSG_RESET_LINK_SENT}</FormMessage>
      ) : (
        <Form
          state={state}
          idPrefix="forgot"
          busy={busy}
          onValid={({ email }) => resetMutation.mutate({ email: email.trim() })}
          className="space-y-5"
        >
          {resetMutation.isError ? <FormMessage tone="error">{failureMessage(resetMutation.error)}</FormMessage> : null}
          <InputField name="email" label="Email" type="email" autoComplete="email" required />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Form>
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
