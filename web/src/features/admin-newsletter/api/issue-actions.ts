import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Issue, IssueInput, NewsletterSettings, NewsletterSettingsInput } from '../types';

// POST /api/admin/newsletter/issues: a new draft.
export const createIssue = (input: IssueInput) => adminApi.post<Issue>(adminApiPaths.issues, input);

// PUT /api/admin/newsletter/issues/{id}: the autosave.
export const saveIssue = (id: string, input: IssueInput) => adminApi.put<Issue>(adminApiPaths.issue(id), input);

export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: (issue) => {
      queryClient.setQueryData(adminQueryKeys.issue(issue.id), issue);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issues, exact: true });
    },
  });
}

// POST /api/admin/newsletter/announcements {bookId}: a new draft announcing a book, written by
// the server (in both languages when the book has a Spanish edition).
export const createAnnouncement = (bookId: string) =>
  adminApi.post<Issue>('/api/admin/newsletter/announcements', { bookId });

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: (issue) => {
      queryClient.setQueryData(adminQueryKeys.issue(issue.id), issue);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issues, exact: true });
    },
  });
}

type WithMessage = { message: string; issue: Issue };
const issueIn = (r: WithMessage | Issue) => ('issue' in r ? r.issue : r);

// Every answer that carries the issue refreshes it and the list.
function useIssueMutation<V, R>(id: string, call: (v: V) => Promise<R>, issueOf: (r: R) => Issue | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      const issue = issueOf(answer);
      if (issue) queryClient.setQueryData(adminQueryKeys.issue(id), issue);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issues, exact: true });
      void queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.issue(id), 'progress'] });
    },
  });
}

// PUT …/{id}/archive {inArchive}: shown in the public archive or not.
export const useIssueArchive = (id: string) =>
  useIssueMutation(
    id,
    (inArchive: boolean) => adminApi.put<WithMessage | Issue>(adminApiPaths.issueAction(id, 'archive'), { inArchive }),
    issueIn,
  );

// POST …/{id}/test: the issue to the signed-in owner's own address.
export const useTestIssue = (id: string) =>
  useIssueMutation(
    id,
    () => adminApi.post<{ sent: boolean; message: string }>(adminApiPaths.issueAction(id, 'test'), {}),
    () => undefined,
  );

// POST …/{id}/send {sendAt}: now (null) or at a time.
export const useSendIssue = (id: string) =>
  useIssueMutation(
    id,
    (sendAt: string | null) => adminApi.post<WithMessage>(adminApiPaths.issueAction(id, 'send'), { sendAt }),
    (r) => r.issue,
  );

// POST …/{id}/cancel: a scheduled issue goes back to being cancelled.
export const useCancelIssue = (id: string) =>
  useIssueMutation(
    id,
    () => adminApi.post<WithMessage | Issue>(adminApiPaths.issueAction(id, 'cancel'), {}),
    issueIn,
  );

// POST …/{id}/resend: the copies that may not have arrived go back in the queue, and the issue
// is sending again until they are done. Whatever the answer, the progress and the report are
// asked for again: they say what is left to send again.
export function useResendIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.post<WithMessage>(adminApiPaths.issueAction(id, 'resend'), {}),
    onSuccess: (answer, id) => queryClient.setQueryData(adminQueryKeys.issue(id), answer.issue),
    onSettled: (_answer, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issues, exact: true });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issueProgress(id, 'progress') });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issueProgress(id, 'report') });
    },
  });
}

// DELETE …/{id}: a draft or cancelled issue goes.
export function useDeleteIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi.delete<{ message: string }>(adminApiPaths.issue(id)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issues, exact: true }),
  });
}

// PUT /api/admin/newsletter/settings {perMinute, sendFrom}: answers the settings as stored.
export function useSaveNewsletterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (s: NewsletterSettingsInput) =>
      adminApi.put<NewsletterSettings & { message: string }>(adminApiPaths.newsletterSettings, s),
    onSuccess: ({ message: _message, ...stored }) => queryClient.setQueryData(adminQueryKeys.newsletterSettings, stored),
  });
}
