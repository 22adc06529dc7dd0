import { apiPaths } from '@/config/paths';

// The spec's newsletter rules (§5, §7, §8), checked before anything is sent.
export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
  success: 'Thank you for subscribing!',
  thrown: 'An error occurred. Please try again.',
} as const;

export type SubscribeResult = { ok: true; message: string } | { ok: false; message: string };

// POST /api/newsletter {email, page, altcha}: altcha is the proof-of-work solution
// (lib/proof-of-work.ts). The answer's message is shown as it is;
// a non-OK answer without one reads 'Subscription failed with status: {status}'.
export async function subscribe(email: string, page: string, altcha: string): Promise<SubscribeResult> {
  const response = await fetch(apiPaths.newsletter, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: email.trim(), page, altcha }),
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok) {
    const message = (body as { message?: unknown })?.message;
    return { ok: true, message: typeof message === 'string' && message ? message : NEWSLETTER_MESSAGES.success };
  }
  const error = (body as { error?: { message?: unknown }; message?: unknown }) ?? {};
  const message = typeof error.error?.message === 'string' ? error.error.message : typeof error.message === 'string' ? error.message : '';
  return { ok: false, message: message || `Subscription failed with status: ${response.status}` };
}
