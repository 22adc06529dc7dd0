import type { StatCount } from '@/lib/admin-statistics';

export const MSG_STATISTICS_FAILED = 'Failed to load statistics. Please try again.';

// The site's forms by the names their Form Submit events carry.
const FORM_NAMES: Record<string, string> = {
  contact: 'Contact form',
  newsletter: 'Newsletter form',
  kindness_kit: 'Kindness kit form',
};

export type FormCount = { form: string; label: string; ok: number; failed: number };

// The forms' counts ('contact:ok', 'contact:failed') as one row a form, sent and failed.
export function formRows(forms: StatCount[]): FormCount[] {
  const rows = new Map<string, FormCount>();
  for (const { key, label, count } of forms) {
    const form = label || key.replace(/:(ok|failed)$/, '');
    const row = rows.get(form) ?? { form, label: FORM_NAMES[form] ?? form, ok: 0, failed: 0 };
    if (key.endsWith(':ok')) row.ok += count;
    else row.failed += count;
    rows.set(form, row);
  }
  return [...rows.values()];
}
