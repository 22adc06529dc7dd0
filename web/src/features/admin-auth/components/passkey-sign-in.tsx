import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/user-message';

import {
  MSG_NO_WEBAUTHN,
  MSG_PASSKEY_CANCELLED,
  MSG_PASSKEY_WRONG_ADDRESS,
  passkeyAutofillSupported,
  passkeyCancelled,
  passkeysSupported,
  passkeyWrongAddress,
  signInWithPasskey,
} from '../api/passkey-sign-in';

import { FormMessage } from './form-message';

export const MSG_PASSKEY_SIGN_IN_FAILED = 'Failed to sign in with a passkey. Please try again.';

// "Sign in with a passkey" under the password form, and, where the browser can, her passkeys
// offered in the email field's suggestions from the moment the page opens. Either way a
// passkey that works signs her in; the login route then moves on as after a password.
// As the second step after a password (secondStep), it is one button: no suggestion in an email
// field, which that screen has not.
export function PasskeySignIn({ secondStep = false }: { secondStep?: boolean }) {
  const [supported] = useState(passkeysSupported);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!supported || secondStep) return;
    let live = true;
    void (async () => {
      if (!(await passkeyAutofillSupported()) || !live) return;
      try {
        await signInWithPasskey({ autofill: true });
      } catch (e) {
        // A suggestion that could not be offered or gave way (to the button, or the page
        // closing) is no news; only a passkey she picked and the server refused is.
        if (live && !passkeyCancelled(e)) setError(userMessage(e, MSG_PASSKEY_SIGN_IN_FAILED));
      }
    })();
    return () => {
      live = false;
    };
  }, [supported, secondStep]);

  if (!supported) return <p className="text-center text-sm text-stone-700">{MSG_NO_WEBAUTHN}</p>;

  const onClick = async () => {
    setBusy(true);
    setError('');
    try {
      await signInWithPasskey();
    } catch (e) {
      setError(
        passkeyCancelled(e)
          ? MSG_PASSKEY_CANCELLED
          : passkeyWrongAddress(e)
            ? MSG_PASSKEY_WRONG_ADDRESS
            : userMessage(e, MSG_PASSKEY_SIGN_IN_FAILED),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {secondStep ? null : (
        <div className="flex items-center gap-3 text-sm text-stone-700" aria-hidden="true">
          <span className="h-px flex-1 bg-amber-200" />
          or
          <span className="h-px flex-1 bg-amber-200" />
        </div>
      )}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="button" variant="secondary" size="lg" className="w-full" disabled={busy} onClick={onClick}>
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? 'Waiting for your passkey...' : secondStep ? 'Use your passkey' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}
