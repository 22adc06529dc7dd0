// Dates on the owner's screens, in the owner's own time zone ('Jun 1, 2025, 10:00 AM').
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateTime.format(time);
}

// A report's day ('2026-01-07'), which the server counts in UTC: 'Jan 7', or 'Jan 7, 2026'.
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDay(day: string, withYear = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return (withYear ? longDay : shortDay).format(date);
}
