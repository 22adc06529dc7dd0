import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// One day's page views and unique visitors (a visitor is a hash that changes daily).
export type DayCount = { day: string; visits: number; visitors: number };

// A labelled number of a report: a page, a book, a file, a form, a source. The label is the
// owner's name for it (a page's name, a book's or a material's title); detail says more where
// the label alone may be unclear (a material's book, 'Spanish site', a referrer's group).
// previous is the same count in the period before; a server older than issue 31 leaves it out.
export type StatCount = { key: string; label: string; detail?: string; count: number; previous?: number };

// One book's path from a view to a sign-up over the period (issue 31).
export type FunnelRow = {
  bookId: string;
  title: string;
  // The same story's book in the other language ('' when none).
  otherEditionId: string;
  views: number;
  // The views of its page in Spanish; the rest were in English.
  viewsEs: number;
  storeClicks: number;
  storeClicksByStore: StatCount[];
  materialDownloads: number;
  kitSignups: number;
  newsletterSignups: number;
};

// The period's headline figures; the previous ones are unknown to a server older than issue 31.
export type StatisticsTotals = {
  visits: number;
  visitors: number;
  storeClicks: number;
  previousVisits?: number;
  previousVisitors?: number;
  previousStoreClicks?: number;
};

// GET /api/admin/statistics?days= or ?from=&to=: the site's own statistics
// (internal/storyshelf/event.go), as the screen reads them: every list present.
export type Statistics = {
  // The period and the one of the same length before it, YYYY-MM-DD in UTC, both days included.
  from: string;
  to: string;
  previousFrom?: string;
  previousTo?: string;
  totals: StatisticsTotals;
  // Every day of the period, oldest first, zero where nobody came.
  days: DayCount[];
  pages: StatCount[];
  books: StatCount[];
  // Kindness kit downloads, per kit.
  downloads: StatCount[];
  materialDownloads: StatCount[];
  // Form submissions; key '{form}:ok' or '{form}:failed', label the form.
  forms: StatCount[];
  // Page views by the site's language: key 'en' (the spec's addresses), then 'es' (under /es/).
  languages: StatCount[];
  // Entries by where they came from: newsletter, search, social, other, direct.
  sources: StatCount[];
  // Entries by referring site (a domain, never an address), its group as detail.
  referrers: StatCount[];
  // Entries by campaign tags, key 'source|medium|campaign'.
  campaigns: StatCount[];
  // Page views by phone, tablet or desktop.
  devices: StatCount[];
  // Clicks on store, review and pre-order links, per store.
  storeClicks: StatCount[];
  funnel: FunnelRow[];
};

const NEW_LISTS = ['sources', 'referrers', 'campaigns', 'devices', 'storeClicks', 'funnel'] as const;

// What the server answers: a server older than issue 31 has none of its fields.
type StatisticsAnswer = Omit<Statistics, 'totals' | (typeof NEW_LISTS)[number]> &
  Partial<Pick<Statistics, 'totals' | (typeof NEW_LISTS)[number]>>;

const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);

// The answer with every list (a missing one is empty) and totals (from the days when missing).
export function completeStatistics(answer: StatisticsAnswer): Statistics {
  const lists = Object.fromEntries(NEW_LISTS.map((name) => [name, answer[name] ?? []])) as Pick<Statistics, (typeof NEW_LISTS)[number]>;
  const totals = answer.totals ?? {
    visits: sum(answer.days.map((d) => d.visits)),
    visitors: sum(answer.days.map((d) => d.visitors)),
    storeClicks: sum(lists.storeClicks.map((c) => c.count)),
  };
  // A book without store clicks may come without its list of them.
  const funnel = lists.funnel.map((row) => ({
    ...row,
    storeClicksByStore: row.storeClicksByStore ?? [],
    otherEditionId: row.otherEditionId ?? '',
    viewsEs: row.viewsEs ?? 0,
  }));
  return { ...answer, ...lists, funnel, totals };
}

// The periods the owner can choose, in days (365 is '12 months'), or her own dates.
export const PERIODS = [7, 30, 90, 365] as const;
export type PeriodDays = (typeof PERIODS)[number];
export type CustomPeriod = { from: string; to: string };
export type Period = PeriodDays | CustomPeriod;

export const periodQuery = (period: Period) =>
  typeof period === 'number' ? `days=${period}` : `from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;

// The report's tables as the CSV export names them.
export type StatisticsTable =
  | 'days'
  | 'pages'
  | 'books'
  | 'downloads'
  | 'materials'
  | 'forms'
  | 'languages'
  | 'sources'
  | 'referrers'
  | 'campaigns'
  | 'devices'
  | 'stores'
  | 'funnel';

// GET /api/admin/statistics.csv?table=&days= (or from/to): one table of the report as CSV.
export const statisticsCsvUrl = (table: StatisticsTable, period: Period) =>
  `${adminApiPaths.statistics}.csv?table=${table}&${periodQuery(period)}`;

// A custom period's key carries its dates after its length, so it never meets a chosen one's.
const statisticsQueryKey = (period: Period) =>
  typeof period === 'number'
    ? adminQueryKeys.statistics(period)
    : ([...adminQueryKeys.statistics(Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1), period.from, period.to] as const);

// The statistics page and the dashboard's summary both read it, so it is shared code.
export const getStatistics = async (period: Period, { signal }: { signal?: AbortSignal } = {}) =>
  completeStatistics(await adminApi.get<StatisticsAnswer>(`${adminApiPaths.statistics}?${periodQuery(period)}`, { signal }));

export const statisticsQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: statisticsQueryKey(period),
    queryFn: ({ signal }) => getStatistics(period, { signal }),
    staleTime: 60 * 1000,
    // The chart on screen stays while another period loads.
    placeholderData: keepPreviousData,
  });

export function useStatistics(period: Period) {
  return useQuery(statisticsQueryOptions(period));
}
