// How a number moved from the period before: up or down by a whole percentage ('<1' when
// it moved by less), 'new' when there was none before, 'same', or null when the period before
// is unknown (a server older than issue 31).
export type Change = { direction: 'up' | 'down'; percent: string } | { direction: 'new' | 'same' } | null;

export function change(count: number, previous: number | undefined): Change {
  if (previous === undefined) return null;
  if (count === previous) return { direction: 'same' };
  if (previous === 0) return { direction: 'new' };
  const percent = (Math.abs(count - previous) / previous) * 100;
  return { direction: count > previous ? 'up' : 'down', percent: percent < 1 ? '<1' : String(Math.round(percent)) };
}
