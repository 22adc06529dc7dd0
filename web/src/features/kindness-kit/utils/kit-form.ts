import * as z from 'zod/mini';

import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

// Analytics' form_name, in the style of 'newsletter' and 'contact'.
export const KIT_FORM_NAME = 'kindness_kit';

export type KitValues = { email: string; name: string; agree: boolean };

// The checks that run before sending (spec §5): the email is required and the
// agreement box must be ticked; the name is optional. Whether the address is
// well formed is the server's call: its field error shows on the field. Built
// when the form shows, so its messages are in the page's language.
export function kitSignupSchema() {
  return z.object({
    email: z.string().check(z.refine((value) => value.trim() !== '', t('kit.emailRequired'))),
    name: z.string(),
    agree: z.boolean().check(z.refine((value) => value, t('kit.agreeRequired'))),
  });
}

export const emptyKitValues: KitValues = { email: '', name: '', agree: false };

// The error banner (spec §8 "Kit submit"): the server's message when it sent
// one, else the HTTP status, else (no answer at all) the generic wording.
export function kitSubmitError(error: unknown): string {
  if (!(error instanceof ApiError)) return t('kit.submitFailed');
  // 'unknown' is the API client's code for an answer without the error shape.
  return error.code !== 'unknown' && error.message
    ? t('kit.submitFailedWith', { message: error.message })
    : t('kit.submitFailedStatus', { status: String(error.status) });
}
