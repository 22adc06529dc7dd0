import type { FunnelRow } from '@/lib/admin-statistics';

// The funnel table's columns: the book, then each step a visitor can take from its page.
// Where a heading's words are wider than a narrow column, heading says where they may break
// (soft hyphens: browsers without a hyphenation dictionary would break them anywhere).
export const FUNNEL_COLUMNS = [
  { key: 'title', label: 'Book', heading: 'Book' },
  { key: 'views', label: 'Views', heading: 'Views' },
  { key: 'storeClicks', label: 'Store clicks', heading: 'Store clicks' },
  { key: 'materialDownloads', label: 'Material downloads', heading: 'Mate\u00ADrial down\u00ADloads' },
  { key: 'kitSignups', label: 'Kit sign-ups', heading: 'Kit sign-ups' },
  { key: 'newsletterSignups', label: 'Newsletter sign-ups', heading: 'News\u00ADletter sign-ups' },
] as const;

export type FunnelColumn = (typeof FUNNEL_COLUMNS)[number]['key'];
export type FunnelStep = Exclude<FunnelColumn, 'title'>;
export type SortOrder = { column: FunnelColumn; direction: 'ascending' | 'descending' };

// The books sorted by a column; ties keep the server's order (most viewed first).
export function sortFunnel(rows: FunnelRow[], { column, direction }: SortOrder): FunnelRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const compare = (a: FunnelRow, b: FunnelRow) =>
    column === 'title' ? a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) : a[column] - b[column];
  return rows.map((row, i) => ({ row, i })).sort((a, b) => sign * compare(a.row, b.row) || a.i - b.i).map(({ row }) => row);
}

// A click on a column's heading: the sorted column turns round; another starts with the most
// (A to Z for the books).
export function nextSort(current: SortOrder, column: FunnelColumn): SortOrder {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: column === 'title' ? 'ascending' : 'descending' };
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

// A step's share of the book's views ('12.5%'), or '' when the book had no views.
export function rateOfViews(row: FunnelRow, step: FunnelStep): string {
  return row.views > 0 ? percent.format(row[step] / row.views) : '';
}
