import type { HistoryField, HistoryRecord } from '../types';

export const MSG_HISTORY_FAILED = 'The history could not be loaded. Please try again.';
export const MSG_DATES_ORDER = 'The end date must be on or after the start date.';

// 'publishDate' → 'publish date'.
export function fieldLabel(name: string) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

// What a record says happened: 'Changed book "The Kindness Cloud": title, description'. A
// one-word action takes the kind after it; a longer one reads on its own ('Downloaded a
// backup', 'Exported the sign-ups of "Kit"').
export function describeRecord({ action, kind, itemName, fields }: HistoryRecord) {
  const verb = action.charAt(0).toUpperCase() + action.slice(1);
  let text = action.includes(' ') ? verb : `${verb} ${kind}`;
  if (itemName) text += ` "${itemName}"`;
  if (fields.length > 0) text += `: ${fields.map((f) => fieldLabel(f.name)).join(', ')}`;
  return text;
}

// A value as the owner reads it: a text in quotes, a number as it is, true and false as yes
// and no (the server keeps each as itself: storyshelf.ChangedFields).
function shown(v: HistoryField['old']) {
  if (typeof v === 'string') return v === '' ? '(empty)' : `"${v}"`;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

// A field's change with its values, when the record kept them: 'title: "Old" → "New"'.
export function fieldChange(f: HistoryField): string | null {
  if (f.old === undefined && f.new === undefined) return null;
  if (f.old === undefined) return `${fieldLabel(f.name)}: now ${shown(f.new)}`;
  if (f.new === undefined) return `${fieldLabel(f.name)}: was ${shown(f.old)}`;
  return `${fieldLabel(f.name)}: ${shown(f.old)} → ${shown(f.new)}`;
}

// When, in the owner's own time: 'Nov 26, 2026, 5:04 PM'.
export function readableTime(iso: string) {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

// The start of a day (YYYY-MM-DD) in the owner's own time, as the server reads it; the
// end of a range is the start of the next day.
export function dayStart(day: string, next = false) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
}

export const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(new Date(`${v}T00:00:00`).getTime());
