import type { StatCount } from '@/lib/admin-statistics';

export const MSG_STATISTICS_FAILED = 'Failed to load statistics. Please try again.';
export const MSG_NO_VISITS = 'No visits in this period yet.';

// A number of this period with the same number of the period before (unknown to an older server).
export type Figure = { count: number; previous?: number };

// The site's forms by the names their Form Submit events carry; the server counts any other
// name sent as 'other'.
const FORM_NAMES: Record<string, string> = {
  contact: 'Contact form',
  newsletter: 'Newsletter form',
  kindness_kit: 'Kindness kit form',
  other: 'Other forms',
};

export type FormCount = { form: string; label: string; ok: Figure; failed: Figure };

const add = (figure: Figure, { count, previous }: StatCount) => {
  figure.count += count;
  if (previous !== undefined) figure.previous = (figure.previous ?? 0) + previous;
};

// The forms' counts ('contact:ok', 'contact:failed') as one row a form, sent and failed.
export function formRows(forms: StatCount[]): FormCount[] {
  const rows = new Map<string, FormCount>();
  const known = forms.some((c) => c.previous !== undefined);
  const none = (): Figure => (known ? { count: 0, previous: 0 } : { count: 0 });
  for (const c of forms) {
    const form = c.label || c.key.replace(/:(ok|failed)$/, '');
    const row = rows.get(form) ?? { form, label: FORM_NAMES[form] ?? form, ok: none(), failed: none() };
    add(c.key.endsWith(':ok') ? row.ok : row.failed, c);
    rows.set(form, row);
  }
  return [...rows.values()];
}
