const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

// Relative time as the dashboard words it: 'just now' under a minute, then whole minutes,
// hours and days ('1 minute ago', '5 hours ago', '3 days ago'). Future times read 'just now'.
export function timeAgo(timestamp: string | Date, now: Date = new Date()): string {
  const then = timestamp instanceof Date ? timestamp.getTime() : Date.parse(timestamp);
  if (Number.isNaN(then)) return '';
  const elapsed = now.getTime() - then;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}
