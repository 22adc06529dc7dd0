import { intlLocale } from './intl-locale';

// One formatter per language, made on first use: the page's language is known only once its
// catalogue has loaded, after this module.
const formatters = new Map<string, Intl.DateTimeFormat>();

function longDate(): Intl.DateTimeFormat {
  const locale = intlLocale();
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

// A date as the public pages word it, in the page's language: "2025-06-01" → "June 1, 2025",
// or "1 de junio de 2025" in Spanish. A date-only value is a calendar day, so it is read in
// UTC and never shifts with the visitor's time zone; anything unreadable is shown as it came.
export function formatLongDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate().format(date);
}
