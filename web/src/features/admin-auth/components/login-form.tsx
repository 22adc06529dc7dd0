import { useState } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { adminPaths } from '@/config/admin-paths';
import { requiredText } from '@/lib/form-rules';
import { userMessage } from '@/lib/user-message';

import { isSecondStep, useLogin, type SecondStepStart } from '../api/login';

import { FormMessage } from './form-message';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondStepForm } from './second-step-form';
import { TextLink } from './text-link';

const loginSchema = z.object({
  email: requiredText('Email is required.'),
  password: z.string().min(1, 'Password is required.'),
});

// Sign-in with email and password. On success the session store holds the new session and
// the login route moves on to the dashboard. An account with a second step is asked for it
// next (SecondStepForm); starting over comes back here with the email kept. A passkey signs in
// on its own (PasskeySignIn); the browser may offer one in the email field's suggestions
// ("webauthn").
export function LoginForm() {
  const state = useAppForm(loginSchema, { email: '', password: '' });
  const loginMutation = useLogin();
  const [secondStep, setSecondStep] = useState<SecondStepStart['secondStep'] | null>(null);
  const busy = loginMutation.isPending;

  if (secondStep) {
    return (
      <SecondStepForm
        ticket={secondStep.ticket}
        methods={secondStep.methods}
        onStartOver={() => {
          loginMutation.reset();
          state.form.setValue('password', '');
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <Form
      state={state}
      idPrefix="login"
      busy={busy}
      onValid={({ email, password }) =>
        loginMutation.mutate(
          { email: email.trim(), password },
          { onSuccess: (answer) => (isSecondStep(answer) ? setSecondStep(answer.secondStep) : undefined) },
        )
      }
      className="space-y-5"
    >
      {loginMutation.isError ? (
        <FormMessage tone="error">{userMessage(loginMutation.error, 'Failed to sign in')}</FormMessage>
      ) : null}

      <InputField name="email" label="Email" type="email" autoComplete="username webauthn" required />
      <InputField name="password" label="Password" type="password" autoComplete="current-password" required />

      <div className="flex justify-end">
        <TextLink to={adminPaths.forgotPassword.getHref()} className="text-sm">
          Forgot your password?
        </TextLink>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>

      <PasskeySignIn />

      <p className="text-center text-sm text-stone-700">
        Need an account? Contact your administrator for registration.
      </p>
    </Form>
  );
}
