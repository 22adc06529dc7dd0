import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Issue, IssueProgress, IssueReport, NewsletterSettings } from '../types';

// GET /api/admin/newsletter/issues: every issue, newest first.
export const getIssues = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<{ issues: Issue[] }>(adminApiPaths.issues, { signal }).then((r) => r.issues);

export function useIssues() {
  return useQuery(
    queryOptions({ queryKey: adminQueryKeys.issues, queryFn: ({ signal }) => getIssues({ signal }), staleTime: 10 * 1000 }),
  );
}

const ISSUE_POLL_MS = 5000;

// GET /api/admin/newsletter/issues/{id}: one issue. Read once for the editor: the editor's own
// state is what autosave keeps sending.
export function useIssue(id: string) {
  return useQuery({
    queryKey: adminQueryKeys.issue(id),
    queryFn: ({ signal }) => adminApi.get<Issue>(adminApiPaths.issue(id), { signal }),
    staleTime: Infinity,
    // A scheduled or sending issue changes on its own: asked again until it is sent.
    refetchInterval: (query) =>
      query.state.data?.status === 'scheduled' || query.state.data?.status === 'sending' ? ISSUE_POLL_MS : false,
  });
}

// How often a sending issue's progress is asked for.
export const PROGRESS_POLL_MS = 2000;

// GET …/{id}/progress while it sends (asked again every few seconds), …/{id}/report after.
// When one gives way to the other (the last copy went, or she sent some again), the one before
// stays on the screen, marked as placeholder data, until the next is read; neither is kept once
// the screen stops showing it, so an old report (with copies since sent again) never comes back.
export function useIssueProgress(id: string, what: 'progress' | 'report', poll: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.issueProgress(id, what),
    queryFn: ({ signal }) => adminApi.get<IssueReport | IssueProgress>(adminApiPaths.issueAction(id, what), { signal }),
    refetchInterval: poll ? PROGRESS_POLL_MS : false,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
}

// GET /api/admin/newsletter/audience?audience=&kit=: how many confirmed subscribers it reaches.
export function useAudienceCount(audience: string, kit: string) {
  return useQuery({
    queryKey: adminQueryKeys.newsletterAudience(audience, kit),
    queryFn: ({ signal }) => adminApi.get<{ count: number }>(adminApiPaths.newsletterAudience(audience, kit), { signal }),
    enabled: audience !== 'kit' || kit !== '',
  });
}

// GET /api/admin/newsletter/settings: the sending pace.
export function useNewsletterSettings() {
  return useQuery({
    queryKey: adminQueryKeys.newsletterSettings,
    queryFn: ({ signal }) => adminApi.get<NewsletterSettings>(adminApiPaths.newsletterSettings, { signal }),
  });
}

// A kit as the editor and the audience picker name it (GET /api/admin/kits, as the kits screen
// reads it, under the same key).
export type KitChoice = { id: string; bookId: string; title: string; headline: string; bookTitle: string };

export function useKitChoices() {
  return useQuery({
    queryKey: adminQueryKeys.kits,
    queryFn: ({ signal }) => adminApi.get<KitChoice[]>(adminApiPaths.kits, { signal }),
    staleTime: 30 * 1000,
  });
}
