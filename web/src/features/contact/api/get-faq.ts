import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { SiteFaq } from '@/types/api';

// GET /api/site/faq: the contact page's questions and answers as the owner set them in the
// admin. The server embeds it in /contact.
export function getFaqQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.siteFaq,
    queryFn: ({ signal }) => api.get<SiteFaq>(apiPaths.siteFaq, { signal }),
    // As the site's settings: the page carries it, and the admin refreshes it after a save.
    staleTime: Infinity,
  });
}

export function useFaq() {
  return useQuery(getFaqQueryOptions());
}
