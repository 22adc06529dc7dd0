import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { SiteReading } from '@/types/api';

// GET /api/site/reading: the learning benefits and reading tips every book page shows unless
// its book has its own, as the owner set them in the admin. The server embeds it in book pages.
export function getReadingQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.siteReading,
    queryFn: ({ signal }) => api.get<SiteReading>(apiPaths.siteReading, { signal }),
    // As the site's settings: the page carries it, and the admin refreshes it after a save.
    staleTime: Infinity,
  });
}

export function useReading() {
  return useQuery(getReadingQueryOptions());
}
