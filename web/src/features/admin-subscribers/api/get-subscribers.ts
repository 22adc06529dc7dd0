import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { SubscribersFilter, SubscribersPage, SubscribersQuery } from '../types';

// The server's page size (storyshelf.AdminSubscribersPage).
export const PAGE_SIZE = 25;

function filterParams({ status, source, lang, q }: SubscribersFilter, params = new URLSearchParams()) {
  if (status) params.set('status', status);
  if (source) params.set('source', source);
  if (lang) params.set('lang', lang);
  if (q.trim()) params.set('q', q.trim());
  return params;
}

export const subscribersUrl = ({ page, ...filter }: SubscribersQuery) =>
  `${adminApiPaths.subscribers}?${filterParams(filter, new URLSearchParams({ page: String(page) })).toString()}`;

// GET /api/admin/subscribers/export?status=&source=&lang=&q=: every match as CSV, consent and
// language included.
export function subscribersExportUrl(filter: SubscribersFilter) {
  const params = filterParams(filter).toString();
  return params ? `${adminApiPaths.subscribersExport}?${params}` : adminApiPaths.subscribersExport;
}

// GET /api/admin/subscribers?page=&status=&source=&lang=&q=: one page of the email list, newest
// first, with each person's consent record, language, kits and email-list sync state.
export const getSubscribers = (query: SubscribersQuery, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<SubscribersPage>(subscribersUrl(query), { signal });

export const subscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.subscribersPage(query),
    queryFn: ({ signal }) => getSubscribers(query, { signal }),
    staleTime: 30 * 1000,
    placeholderData: keepPreviousData,
  });

export function useSubscribers(query: SubscribersQuery) {
  return useQuery(subscribersQueryOptions(query));
}
