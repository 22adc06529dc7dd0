import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useRole } from '@/lib/auth/use-me';

import { useCodes, useCodesOff, useConfirmCodes, useNewRecoveryCodes, useRefreshCodes, useRequireSecondStep, useStartCodes } from '../api/codes';
import type { CodesKey, CodesState } from '../types';

import { AccountSection } from './account-section';
import { PasswordStep, ScanStep } from './codes-forms';
import { RecoveryCodes } from './recovery-codes';

export const MSG_CODES_LOAD_FAILED = 'Failed to load your sign-in codes. Please try again.';

// Where the section is: showing the state, asking her password for a change, showing a new
// key to scan, or showing new recovery codes (once).
type Stage =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'start' | 'recovery' | 'off' | 'require' | 'unrequire' }
  | { kind: 'scan'; codesKey: CodesKey }
  | { kind: 'saved'; codes: string[] };

const left = (n: number) => (n === 1 ? '1 recovery code left' : `${n} recovery codes left`);

const asks = {
  start: {
    intro: 'Enter your password to get a new key for your authenticator app.',
    submit: 'Continue',
    busy: 'Checking...',
  },
  recovery: {
    intro: 'Enter your password to make ten new recovery codes. The ones you have now will stop working.',
    submit: 'Make New Codes',
    busy: 'Making...',
  },
  off: {
    intro: 'Enter your password to turn sign-in codes off. You will then sign in with your password alone.',
    submit: 'Turn Off',
    busy: 'Turning off...',
  },
  require: {
    intro:
      'Enter your password to require a second step of every account. Anyone signed in without one is signed out, and every account gets an email about the change.',
    submit: 'Require It',
    busy: 'Saving...',
  },
  unrequire: {
    intro: 'Enter your password to stop requiring a second step. Every account gets an email about the change.',
    submit: 'Stop Requiring It',
    busy: 'Saving...',
  },
} as const;

function CodesStatus({ codes }: { codes: CodesState }) {
  return codes.on ? (
    <p className="flex items-start gap-2 rounded-2xl border-2 border-green-200 bg-green-50 px-4 py-3 text-green-900">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <strong>Sign-in codes are on.</strong> You sign in with your password and a code from your authenticator app.{' '}
        {left(codes.recoveryCodesLeft)}.
        {codes.recoveryCodesLeft <= 3 ? ' Make new ones before you run out.' : ''}
      </span>
    </p>
  ) : (
    <p className="flex items-start gap-2 rounded-2xl border-2 border-amber-200 bg-amber-50 px-4 py-3 text-stone-900">
      <ShieldOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <span>
        <strong>Sign-in codes are off.</strong> Turn them on so that your password alone is not enough to sign in: you
        also type a code from an app on your phone.
      </span>
    </p>
  );
}

// The site's rule: every account must have a second step. Only an owner's account with one may
// change it, either way: so nobody locks herself out, and an account without one cannot lift the
// rule that holds it to its Account page. An editor sees the rule, and who can change it.
function RequireRule({ codes, onChange }: { codes: CodesState; onChange: () => void }) {
  const editor = useRole() === 'editor';
  return (
    <div className="space-y-2 border-t-2 border-amber-100 pt-4">
      <h3 className="text-lg font-extrabold text-stone-900">Require a second step for every account</h3>
      <p className="text-stone-700">
        {codes.required
          ? 'On: every account must have sign-in codes (or a passkey). An account without one can only open its Account page until it adds one.'
          : 'Off: each account chooses whether to use a second step (a passkey or sign-in codes).'}
      </p>
      {editor ? (
        <p className="text-sm text-stone-700">Only an owner of the site can change this rule.</p>
      ) : codes.secondStep ? (
        <Button variant="secondary" onClick={onChange}>
          {codes.required ? 'Stop Requiring It' : 'Require for Every Account'}
        </Button>
      ) : (
        <p className="text-sm text-stone-700">Add a passkey or turn on sign-in codes for your own account first.</p>
      )}
    </div>
  );
}

// Sign-in codes (issue #29): an authenticator app's codes as a second step at sign-in, with
// ten one-time recovery codes; and the site's rule that every account must have one.
export function CodesSection() {
  const codes = useCodes();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refresh = useRefreshCodes();
  const start = useStartCodes();
  const confirm = useConfirmCodes();
  const newCodes = useNewRecoveryCodes();
  const off = useCodesOff();
  const require = useRequireSecondStep();

  const idle = () => {
    setStage({ kind: 'idle' });
    headingRef.current?.focus();
  };

  const onPassword = (action: keyof typeof asks) => (currentPassword: string, fail: (error: Error) => void) => {
    const input = { currentPassword };
    switch (action) {
      case 'start':
        return start.mutate(input, { onSuccess: (codesKey) => setStage({ kind: 'scan', codesKey }), onError: fail });
      case 'recovery':
        return newCodes.mutate(input, {
          onSuccess: ({ recoveryCodes }) => {
            void refresh();
            setStage({ kind: 'saved', codes: recoveryCodes });
          },
          onError: fail,
        });
      case 'off':
        return off.mutate(input, {
          onSuccess: ({ message }) => {
            toast.show(message);
            idle();
          },
          onError: fail,
        });
      default:
        return require.mutate(
          { ...input, required: action === 'require' },
          {
            onSuccess: ({ required }) => {
              toast.show(required ? 'A second step is now required for every account.' : 'A second step is no longer required.');
              idle();
            },
            onError: fail,
          },
        );
    }
  };

  const body = (state: CodesState) => {
    switch (stage.kind) {
      case 'password': {
        const ask = asks[stage.action];
        const busy = start.isPending || newCodes.isPending || off.isPending || require.isPending;
        return (
          <PasswordStep
            key={stage.action}
            idPrefix={`codes-${stage.action}`}
            intro={ask.intro}
            submitLabel={ask.submit}
            busyLabel={ask.busy}
            busy={busy}
            onSubmit={onPassword(stage.action)}
            onCancel={idle}
          />
        );
      }
      case 'scan':
        return (
          <ScanStep
            codesKey={stage.codesKey}
            busy={confirm.isPending}
            onSubmit={(code, fail) =>
              confirm.mutate(
                { code },
                {
                  onSuccess: ({ recoveryCodes }) => {
                    void refresh();
                    setStage({ kind: 'saved', codes: recoveryCodes });
                  },
                  onError: fail,
                },
              )
            }
            onCancel={idle}
          />
        );
      case 'saved':
        return <RecoveryCodes codes={stage.codes} onDone={idle} />;
      default:
        return (
          <div className="space-y-4">
            <CodesStatus codes={state} />
            <div className="flex flex-wrap gap-3">
              {state.on ? (
                <>
                  <Button variant="secondary" onClick={() => setStage({ kind: 'password', action: 'recovery' })}>
                    Make New Recovery Codes
                  </Button>
                  <Button
                    variant="ghost"
                    className="text-red-800 hover:bg-red-50"
                    onClick={() => setStage({ kind: 'password', action: 'off' })}
                  >
                    Turn Off Sign-in Codes
                  </Button>
                </>
              ) : (
                <Button onClick={() => setStage({ kind: 'password', action: 'start' })}>Turn On Sign-in Codes</Button>
              )}
            </div>
            <RequireRule
              codes={state}
              onChange={() => setStage({ kind: 'password', action: state.required ? 'unrequire' : 'require' })}
            />
          </div>
        );
    }
  };

  return (
    <AccountSection
      id="account-codes"
      title="Sign-in codes"
      headingRef={headingRef}
      intro="A second step at sign-in: after your password, a 6-digit code from an authenticator app on your phone."
    >
      {codes.isPending ? (
        <Spinner label="Loading your sign-in codes..." />
      ) : codes.isError ? (
        <LoadError message={MSG_CODES_LOAD_FAILED} onRetry={() => void codes.refetch()} retrying={codes.isFetching} />
      ) : (
        body(codes.data)
      )}
    </AccountSection>
  );
}
