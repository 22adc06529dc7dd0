import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

import { adminApiPaths } from '@/config/admin-paths';
import { api } from '@/lib/api-client';
import { CSRF_HEADER, sessionStore, type Session } from '@/lib/auth/session-store';

// Signing in with a passkey (internal/server/passkeys.go). The server starts the ceremony
// (begin: a ticket and the options), the browser asks the passkey, and the server checks its
// answer (finish): a whole sign-in, answered like a password sign-in.

type Ceremony = { ticket: string; options: PublicKeyCredentialRequestOptionsJSON };

export const MSG_PASSKEY_CANCELLED = 'The passkey was not used: the request was cancelled or took too long.';
export const MSG_NO_WEBAUTHN = 'This browser cannot use passkeys. Sign in with your email and password.';

// Whether this browser can use passkeys at all.
export const passkeysSupported = () => browserSupportsWebAuthn();

// Whether it can offer them among the email field's suggestions.
export const passkeyAutofillSupported = () => browserSupportsWebAuthnAutofill();

// A browser's refusal (cancelled, timed out, or another ceremony took over) rather than the
// server's.
export function passkeyCancelled(error: unknown) {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

// signInWithPasskey runs the whole sign-in: with autofill, the browser offers her passkeys in
// the email field's suggestions (an input with autocomplete "username webauthn") and this
// waits until she picks one; without, the browser asks at once. On success the new session is
// kept and handed to the other tabs, as after a password sign-in. Starting one ends any other
// still waiting (the autofill one when she presses the button).
export async function signInWithPasskey({ autofill = false }: { autofill?: boolean } = {}): Promise<Session> {
  const { ticket, options } = await api.post<Ceremony>(adminApiPaths.passkeySignInBegin, {}, { headers: { ...CSRF_HEADER } });
  const credential = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
  const session = await api.post<Session>(
    adminApiPaths.passkeySignInFinish,
    { ticket, credential },
    { headers: { ...CSRF_HEADER } },
  );
  sessionStore.establish(session);
  return session;
}
