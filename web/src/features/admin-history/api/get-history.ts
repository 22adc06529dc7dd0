import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { HistoryPage, HistoryQuery } from '../types';
import { dayStart, isDay } from '../utils/history';

// The server's page size (storyshelf.HistoryPageSize).
export const PAGE_SIZE = 50;

// The days become the owner's own midnights, so 'from Nov 1 to Nov 2' means her days.
export function historyUrl({ page, person, kind, from, to }: HistoryQuery) {
  const params = new URLSearchParams({ page: String(page) });
  if (person) params.set('person', person);
  if (kind) params.set('kind', kind);
  if (isDay(from)) params.set('from', dayStart(from));
  if (isDay(to)) params.set('to', dayStart(to, true));
  return `${adminApiPaths.history}?${params.toString()}`;
}

// GET /api/admin/history?person=&kind=&from=&to=&page=: 50 records a page, newest first, with
// the people and kinds the filters offer.
export const getHistory = (query: HistoryQuery, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<HistoryPage>(historyUrl(query), { signal });

export function useHistory(query: HistoryQuery, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.history(query),
      queryFn: ({ signal }) => getHistory(query, { signal }),
      staleTime: 30 * 1000,
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
