import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';

// After someone is unsubscribed or forgotten: the subscriber pages, and everything else that
// can hold their address or count them (messages, kits and their sign-ups, the dashboard).
export function refreshPeopleQueries(queryClient: QueryClient) {
  const keys = [adminQueryKeys.subscribers, adminQueryKeys.messages, adminQueryKeys.kits, adminQueryKeys.dashboard];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
