import { KeyRound, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useSecondStep } from '../api/second-step';

import { PasskeySignIn } from './passkey-sign-in';

export const MSG_CODE_REQUIRED = 'Please enter the 6-digit code from your authenticator app.';
export const MSG_RECOVERY_CODE_REQUIRED = 'Please enter one of your recovery codes, such as abcd-efgh-jkmn.';

const withoutSpaces = (v: string) => v.replace(/\s/g, '');

const appCodeSchema = z.object({
  code: z.string().refine((v) => /^\d{6}$/.test(withoutSpaces(v)), MSG_CODE_REQUIRED),
});

const recoveryCodeSchema = z.object({
  code: z.string().refine((v) => v.replace(/[\s-]/g, '').length === 12, MSG_RECOVERY_CODE_REQUIRED),
});

type Mode = 'app' | 'recovery';

// One way of finishing: a code from the app, or a recovery code. Remounted when she switches,
// so each starts empty with its own check.
function CodeForm({ ticket, mode }: { ticket: string; mode: Mode }) {
  const app = mode === 'app';
  const state = useAppForm(app ? appCodeSchema : recoveryCodeSchema, { code: '' });
  const finish = useSecondStep();
  const busy = finish.isPending || finish.isSuccess;

  return (
    <Form
      state={state}
      idPrefix="second-step"
      busy={busy}
      onValid={({ code }) =>
        finish.mutate(
          { ticket, code: app ? withoutSpaces(code) : code.trim() },
          {
            onError: (error) => {
              state.form.setValue('code', '');
              // A wrong code shows on its field; anything else (an expired sign-in) above it.
              const fields = error instanceof ApiError ? error.fields : {};
              state.fail(fields, fields.code ? undefined : userMessage(error, 'Failed to sign in'));
            },
          },
        )
      }
      className="space-y-5"
      actions={
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Checking...' : 'Verify and Sign In'}
        </Button>
      }
    >
      {app ? (
        <InputField
          name="code"
          label="Enter the 6-digit code from your authenticator app"
          hint="The app shows a new code every 30 seconds."
          autoComplete="one-time-code"
          inputMode="numeric"
          required
        />
      ) : (
        <InputField
          name="code"
          label="Recovery code"
          hint="One of the ten codes you saved when you turned on sign-in codes. Each works once."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      )}
    </Form>
  );
}

// The second step of a sign-in, after the right password: a code from the authenticator app,
// or a recovery code instead. "Start over" goes back to email and password (the ticket lasts
// 5 minutes and a few wrong codes).
export function SecondStepForm({
  ticket,
  methods,
  onStartOver,
}: {
  ticket: string;
  methods: string[];
  onStartOver: () => void;
}) {
  const [mode, setMode] = useState<Mode>('app');
  // The page changed under her (or she switched): the field to type in takes the focus, and
  // its label says what to type.
  useEffect(() => document.getElementById('second-step-code')?.focus(), [mode]);
  const codes = methods.includes('code');
  const passkey = methods.includes('passkey');

  return (
    <div className="space-y-5">
      <div>
        <h2 className="font-display text-2xl font-bold text-stone-900">
          Two-step sign-in
        </h2>
        <p className="mt-1 text-stone-700">
          {!codes
            ? 'Your password was right. Use your passkey to finish signing in.'
            : mode === 'app'
              ? 'Your password was right. Open your authenticator app to finish signing in.'
              : 'Use a recovery code if you do not have your phone with you.'}
        </p>
      </div>
      {codes ? <CodeForm key={mode} ticket={ticket} mode={mode} /> : null}
      {/* A passkey is a whole sign-in of its own: the ticket is not needed. */}
      {passkey ? <PasskeySignIn secondStep /> : null}
      <div className="flex flex-col items-center gap-2">
        {codes ? (
          <Button variant="ghost" onClick={() => setMode(mode === 'app' ? 'recovery' : 'app')}>
            {mode === 'app' ? (
              <>
                <KeyRound aria-hidden="true" className="size-4" />
                Use a recovery code instead
              </>
            ) : (
              <>
                <Smartphone aria-hidden="true" className="size-4" />
                Use a code from your authenticator app
              </>
            )}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onStartOver}>
          Start over with your email and password
        </Button>
      </div>
    </div>
  );
}
