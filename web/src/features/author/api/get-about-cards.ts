import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { SiteAbout } from '@/types/api';

// GET /api/site/about: the About page's info cards as the owner set them in the admin, each
// number as she wrote it or worked out from the catalogue. The server embeds it in /about.
export function getAboutCardsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.siteAbout,
    queryFn: ({ signal }) => api.get<SiteAbout>(apiPaths.siteAbout, { signal }),
    // As the site's settings: the page carries it, and the admin refreshes it after a save.
    staleTime: Infinity,
  });
}

export function useAboutCards() {
  return useQuery(getAboutCardsQueryOptions());
}
