import { apiPaths } from '@/config/paths';
import { currentLang, t } from '@/lib/i18n';

// The spec's newsletter messages (§5, §7, §8), read when used, in the page's language (the
// catalogue loads after this module).
export function newsletterMessages() {
  return {
    required: t('newsletter.emailRequired'),
    invalid: t('newsletter.emailInvalid'),
    success: t('newsletter.thanks'),
    thrown: t('newsletter.failed'),
  };
}

export type SubscribeResult = { ok: true; message: string } | { ok: false; message: string };

// POST /api/newsletter {email, page, altcha}: altcha is the proof-of-work solution
// (lib/proof-of-work.ts). The answer's message is shown as it is;
// a non-OK answer without one reads 'Subscription failed with status: {status}' (newsletter.failedStatus).
export async function subscribe(email: string, page: string, altcha: string): Promise<SubscribeResult> {
  const response = await fetch(apiPaths.newsletter, {
    method: 'POST',
    // The server's thanks and refusals come back in the page's language.
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': currentLang() },
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
    return { ok: true, message: typeof message === 'string' && message ? message : newsletterMessages().success };
  }
  const error = (body as { error?: { message?: unknown }; message?: unknown }) ?? {};
  const message = typeof error.error?.message === 'string' ? error.error.message : typeof error.message === 'string' ? error.message : '';
  return { ok: false, message: message || t('newsletter.failedStatus', { status: response.status }) };
}
