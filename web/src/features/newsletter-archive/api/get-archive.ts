import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import type { ArchivedIssue } from '@/types/api';

// GET /api/newsletter/archive: the sent newsletters the owner put in the archive, newest first.
export function getNewsletterArchive({ signal }: { signal?: AbortSignal } = {}): Promise<ArchivedIssue[]> {
  return api.get<ArchivedIssue[]>(apiPaths.newsletterArchive, { signal });
}

export function useNewsletterArchive() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.newsletterArchive,
      queryFn: ({ signal }) => getNewsletterArchive({ signal }),
    }),
  );
}

// A newsletter not in the archive answers the same again: only server trouble is worth a retry.
function retryServerErrors(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && failureCount < 1;
}

// GET /api/newsletter/archive/{id}: one newsletter's web version; 404 when it is not in the archive.
export function getNewsletterIssue(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ArchivedIssue> {
  return api.get<ArchivedIssue>(apiPaths.newsletterIssue(id), { signal });
}

export function useNewsletterIssue(id: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.newsletterIssue(id),
      queryFn: ({ signal }) => getNewsletterIssue(id, { signal }),
      retry: retryServerErrors,
    }),
  );
}
