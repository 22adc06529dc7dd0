import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  type AuthenticationResponseJSON,
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
export const MSG_PASSKEY_WRONG_ADDRESS =
  "Passkeys work only at this site's own web address. Open the admin there, or sign in with your password.";

// The email field's passkey suggestion could not be offered, or was withdrawn (another
// ceremony took its place, the page closed): it is a quiet offer, so this is no news.
export class PasskeyOfferWithdrawn extends Error {
  constructor(cause: unknown) {
    super('The passkey suggestion was withdrawn.', { cause });
    this.name = 'PasskeyOfferWithdrawn';
  }
}

// Whether this browser can use passkeys at all.
export const passkeysSupported = () => browserSupportsWebAuthn();

// Whether it can offer them among the email field's suggestions.
export const passkeyAutofillSupported = () => browserSupportsWebAuthnAutofill();

// A browser's refusal (cancelled, timed out, or another ceremony took over) rather than the
// server's.
export function passkeyCancelled(error: unknown) {
  return (
    error instanceof PasskeyOfferWithdrawn ||
    (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
  );
}

// The browser refused the site's address for passkeys: the admin is open at another address
// than the site's own (the server names the one passkeys belong to).
export const passkeyWrongAddress = (error: unknown) => error instanceof Error && error.name === 'SecurityError';

// signInWithPasskey runs the whole sign-in: with autofill, the browser offers her passkeys in
// the email field's suggestions (an input with autocomplete "username webauthn") and this
// waits until she picks one; without, the browser asks at once. On success the new session is
// kept and handed to the other tabs, as after a password sign-in. Starting one ends any other
// still waiting (the autofill one when she presses the button).
//
// With autofill, anything that goes wrong before she picks a passkey (the browser cannot offer
// one here, another ceremony takes over) is a PasskeyOfferWithdrawn; only a refused answer is
// for her to read.
export async function signInWithPasskey({ autofill = false }: { autofill?: boolean } = {}): Promise<Session> {
  let ticket: string;
  let credential: AuthenticationResponseJSON;
  try {
    const ceremony = await api.post<Ceremony>(adminApiPaths.passkeySignInBegin, {}, { headers: { ...CSRF_HEADER } });
    ticket = ceremony.ticket;
    credential = await startAuthentication({ optionsJSON: ceremony.options, useBrowserAutofill: autofill });
  } catch (error) {
    throw autofill ? new PasskeyOfferWithdrawn(error) : error;
  }
  const session = await api.post<Session>(
    adminApiPaths.passkeySignInFinish,
    { ticket, credential },
    { headers: { ...CSRF_HEADER } },
  );
  sessionStore.establish(session);
  return session;
}
