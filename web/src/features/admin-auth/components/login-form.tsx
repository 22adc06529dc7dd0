import { useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { adminPaths } from '@/config/admin-paths';
import { userMessage } from '@/lib/user-message';

import { useLogin } from '../api/login';

import { FormMessage } from './form-message';
import { TextLink } from './text-link';

type Errors = { email?: string; password?: string };

// Sign-in with email and password. On success the session store holds the new session and
// the login route moves on to the dashboard.
export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (email.trim() === '') next.email = 'Email is required.';
    if (password === '') next.password = 'Password is required.';
    setErrors(next);
    if (next.email) return emailInput.current?.focus();
    if (next.password) return passwordInput.current?.focus();
    loginMutation.mutate({ email: email.trim(), password });
  };

  const busy = loginMutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {loginMutation.isError ? (
        <FormMessage tone="error">{userMessage(loginMutation.error, 'Failed to sign in')}</FormMessage>
      ) : null}

      <Field id="login-email" label="Email" error={errors.email}>
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

      <Field id="login-password" label="Password" error={errors.password}>
        {(control) => (
          <input
            {...control}
            ref={passwordInput}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>

      <div className="flex justify-end">
        <TextLink to={adminPaths.forgotPassword.getHref()} className="text-sm">
          Forgot your password?
        </TextLink>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>

      <p className="text-center text-sm text-stone-700">
        Need an account? Contact your administrator for registration.
      </p>
    </form>
  );
}
