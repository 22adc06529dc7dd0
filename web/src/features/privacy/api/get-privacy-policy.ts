import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiPaths, queryKeys } from '@/config/paths';
import { api } from '@/lib/api-client';
import type { PrivacyPolicy } from '@/types/api';

// GET /api/site/privacy: what the privacy policy is written from (the services the site really
// uses and how long it keeps what), the owner's own sections and the policy's date. The server
// embeds it in /privacy-policy; the kit form's dialog loads it when opened.
export function getPrivacyPolicyQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sitePrivacy,
    queryFn: ({ signal }) => api.get<PrivacyPolicy>(apiPaths.sitePrivacy, { signal }),
    // As the site's settings: the page carries it, and the admin refreshes it after a save.
    staleTime: Infinity,
  });
}

export function usePrivacyPolicy() {
  return useQuery(getPrivacyPolicyQueryOptions());
}
