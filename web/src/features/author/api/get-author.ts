import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';
import type { AuthorInfo } from '@/types/api';

// GET /api/author: the newest author profile, or 404 'No author profile found.'.
export function getAuthor({ signal }: { signal?: AbortSignal } = {}): Promise<AuthorInfo> {
  return api.get<AuthorInfo>(apiPaths.author, { signal });
}

export function getAuthorQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.author,
    queryFn: ({ signal }) => getAuthor({ signal }),
    // "No profile yet" will not change on a retry; server trouble might.
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}

export function useAuthor() {
  return useQuery(getAuthorQueryOptions());
}
