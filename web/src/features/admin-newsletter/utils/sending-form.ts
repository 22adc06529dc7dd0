import { z } from 'zod';

import type { NewsletterSettings, NewsletterSettingsInput, SendFrom } from '../types';

// The sending settings' words: the server's (storyshelf/newsletter_issue.go), so the form says
// what the server would.
export const MSG_PER_MINUTE = 'Please choose between 1 and 60000 emails a minute.';
export const MAX_PER_MINUTE = 60_000;

export const SEND_FROM_OPTIONS: ReadonlyArray<{ value: SendFrom; label: string }> = [
  { value: 'site', label: 'From this site, with the mail server in Settings → Email' },
  { value: 'mailerlite', label: 'Through MailerLite (write and send it there; this site only keeps the list in step)' },
];

export type SendingFormValues = { perMinute: string; sendFrom: SendFrom };

export const sendingSchema = z.object({
  perMinute: z.string().refine((value) => {
    const n = Number(value.trim());
    return value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_PER_MINUTE;
  }, MSG_PER_MINUTE),
  sendFrom: z.enum(['site', 'mailerlite']),
}) satisfies z.ZodType<SendingFormValues, SendingFormValues>;

export function sendingToForm(settings: NewsletterSettings): SendingFormValues {
  return { perMinute: String(settings.perMinute), sendFrom: settings.sendFrom };
}

export function formToSending(values: SendingFormValues): NewsletterSettingsInput {
  return { perMinute: Number(values.perMinute.trim()), sendFrom: values.sendFrom };
}
