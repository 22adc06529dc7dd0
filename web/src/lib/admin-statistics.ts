import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// One day's page views and unique visitors (a visitor is a hash that changes daily).
export type DayCount = { day: string; visits: number; visitors: number };

// A labelled number of a report: a page, a book, a file, a form. The label is the owner's name
// for it (a page's name, a book's or a material's title); detail says more where the label
// alone may be unclear (a material's book, 'Spanish site').
export type StatCount = { key: string; label: string; detail?: string; count: number };

// GET /api/admin/statistics?days=: the site's own statistics (internal/storyshelf/event.go).
export type Statistics = {
  // The period, YYYY-MM-DD in UTC, both days included.
  from: string;
  to: string;
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
};

// The periods the owner can choose, in days.
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];

// The statistics page and the dashboard's summary both read it, so it is shared code.
export const getStatistics = (days: Period, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Statistics>(`${adminApiPaths.statistics}?days=${days}`, { signal });

export const statisticsQueryOptions = (days: Period) =>
  queryOptions({
    queryKey: adminQueryKeys.statistics(days),
    queryFn: ({ signal }) => getStatistics(days, { signal }),
    staleTime: 60 * 1000,
    // The chart on screen stays while another period loads.
    placeholderData: keepPreviousData,
  });

export function useStatistics(days: Period) {
  return useQuery(statisticsQueryOptions(days));
}
