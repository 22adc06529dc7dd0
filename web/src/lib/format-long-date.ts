const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

// A date as the public pages word it: "2025-06-01" → "June 1, 2025". A date-only value
// is a calendar day, so it is read in UTC and never shifts with the visitor's time zone;
// anything unreadable is shown as it came.
export function formatLongDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}
