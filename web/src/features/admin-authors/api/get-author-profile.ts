import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { isNotFound } from '@/lib/api-client';
import { adminApi } from '@/lib/auth/admin-api';
import type { AuthorInfo } from '@/types/api';

// GET /api/admin/author-profile: the profile /about shows, or null before the first save (the
// server answers 404 'No author profile found.').
export async function getAuthorProfile({ signal }: { signal?: AbortSignal } = {}): Promise<AuthorInfo | null> {
  try {
    return await adminApi.get<AuthorInfo>(adminApiPaths.authorProfile, { signal });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export const authorProfileQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.authorProfile,
    queryFn: ({ signal }) => getAuthorProfile({ signal }),
    // The form starts from what is stored now.
    staleTime: 0,
    gcTime: 0,
  });

export function useAuthorProfile() {
  return useQuery(authorProfileQueryOptions());
}
