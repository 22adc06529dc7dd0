import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { InboxPage, MessagesQuery } from '../types';

// The server's page size (storyshelf.AdminMessagesPage).
export const PAGE_SIZE = 20;

export function messagesUrl({ page, subject, state, lang, q }: MessagesQuery) {
  const params = new URLSearchParams({ page: String(page) });
  if (subject) params.set('subject', subject);
  if (state) params.set('state', state);
  if (lang) params.set('lang', lang);
  if (q.trim()) params.set('q', q.trim());
  return `${adminApiPaths.messages}?${params.toString()}`;
}

// GET /api/admin/messages?page=&subject=&state=read|unread&lang=&q=: one page of contact
// messages, newest first, with the counts and how many are unread.
export const getMessages = (query: MessagesQuery, { signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<InboxPage>(messagesUrl(query), { signal });

export const messagesQueryOptions = (query: MessagesQuery) =>
  queryOptions({
    queryKey: adminQueryKeys.messagesPage(query),
    queryFn: ({ signal }) => getMessages(query, { signal }),
    staleTime: 30 * 1000,
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useMessages(query: MessagesQuery) {
  return useQuery(messagesQueryOptions(query));
}
