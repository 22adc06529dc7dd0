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

// The share of the book's views that were of its Spanish page ('25%'), or '' without views.
export function spanishShare(row: FunnelRow): string {
  return row.views > 0 ? percent.format(row.viewsEs / row.views) : '';
}

// The books counted by story: a book and its edition in the other language make one row, both
// titles in its name, every count added up (store clicks store by store). A book whose other
// edition is not in the list stays as it is. Rows keep the order of their first edition.
export function storyRows(rows: FunnelRow[]): FunnelRow[] {
  const byId = new Map(rows.map((row) => [row.bookId, row]));
  const merged = new Set<string>();
  const out: FunnelRow[] = [];
  for (const row of rows) {
    if (merged.has(row.bookId)) continue;
    const other = row.otherEditionId ? byId.get(row.otherEditionId) : undefined;
    if (!other) {
      out.push(row);
      continue;
    }
    merged.add(other.bookId);
    const clicks = new Map<string, FunnelRow['storeClicksByStore'][number]>();
    for (const c of [...row.storeClicksByStore, ...other.storeClicksByStore]) {
      const seen = clicks.get(c.key);
      clicks.set(c.key, seen ? { ...seen, count: seen.count + c.count } : { ...c });
    }
    out.push({
      bookId: row.bookId,
      title: `${row.title} / ${other.title}`,
      otherEditionId: '',
      views: row.views + other.views,
      viewsEs: row.viewsEs + other.viewsEs,
      storeClicks: row.storeClicks + other.storeClicks,
      storeClicksByStore: [...clicks.values()].sort((a, b) => b.count - a.count),
      materialDownloads: row.materialDownloads + other.materialDownloads,
      kitSignups: row.kitSignups + other.kitSignups,
      newsletterSignups: row.newsletterSignups + other.newsletterSignups,
    });
  }
  return out;
}
