import { z } from 'zod';

import type { WeeklyLetterSettings } from '../types';

// The server's words (storyshelf/weekly_letter.go), so the form says what the server would.
export const MSG_LETTER_TIME_ZONE = 'Please choose a time zone.';
export const MSG_LETTER_LANG = 'Please choose English or Spanish.';

export const LANG_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
];

export type WeeklyLetterFormValues = { enabled: boolean; timeZone: string; lang: 'en' | 'es' | '' };

export const weeklyLetterSchema = z.object({
  enabled: z.boolean(),
  timeZone: z.string().trim().min(1, MSG_LETTER_TIME_ZONE),
  lang: z.enum(['en', 'es', ''] as const).refine((lang) => lang !== '', MSG_LETTER_LANG),
}) satisfies z.ZodType<WeeklyLetterFormValues, WeeklyLetterFormValues>;

// This browser's time zone: the owner's own, for a letter she never set up.
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

// The time zones to choose from, the saved one always among them.
export function timeZoneOptions(current: string): Array<{ value: string; label: string }> {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...zones, current]);
  return [...all].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

// A letter that was never turned on starts from this browser's time zone rather than UTC.
export function weeklyLetterToForm(settings: WeeklyLetterSettings): WeeklyLetterFormValues {
  const timeZone = !settings.enabled && settings.timeZone === 'UTC' ? browserTimeZone() : settings.timeZone;
  return { enabled: settings.enabled, timeZone, lang: settings.lang };
}

export function formToWeeklyLetter(values: WeeklyLetterFormValues): WeeklyLetterSettings {
  return { enabled: values.enabled, timeZone: values.timeZone.trim(), lang: values.lang === 'es' ? 'es' : 'en' };
}
