import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { adminPaths } from '@/config/admin-paths';
import { isEmailAddress } from '@/lib/email-address';
import { userMessage } from '@/lib/user-message';

import { useSetupAdmin } from '../api/setup-admin';
import { validateNewPassword, type NewPasswordErrors } from '../utils/validate-password';

import { FormMessage } from './form-message';
import { NewPasswordFields } from './new-password-fields';

type Errors = NewPasswordErrors & { email?: string };

// The first admin account, made with the one-time link the server prints when there is none.
// Success signs the new admin in and moves on to the dashboard.
export function SetupForm({ token }: { token: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const setupMutation = useSetupAdmin();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = validateNewPassword(password, confirm);
    if (!isEmailAddress(email.trim())) next.email = 'Please enter a valid email address.';
    setErrors(next);
    if (next.email) return emailInput.current?.focus();
    if (next.password) return passwordInput.current?.focus();
    if (next.confirm) return confirmInput.current?.focus();
    setupMutation.mutate(
      { token, email: email.trim(), password },
      { onSuccess: () => navigate(adminPaths.dashboard.getHref(), { replace: true }) },
    );
  };

  const busy = setupMutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {setupMutation.isError ? (
        <FormMessage tone="error">{userMessage(setupMutation.error, 'Failed to create the account')}</FormMessage>
      ) : null}
      <Field id="setup-email" label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            ref={emailInput}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <NewPasswordFields
        idPrefix="setup"
        passwordLabel="Password"
        password={password}
        confirm={confirm}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        passwordRef={passwordInput}
        confirmRef={confirmInput}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating...' : 'Create Account'}
      </Button>
    </form>
  );
}
