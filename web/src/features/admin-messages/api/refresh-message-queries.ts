import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';

// After a message is marked or deleted: the inbox pages, the menu's unread count and the
// dashboard's load again.
export function refreshMessageQueries(queryClient: QueryClient) {
  return Promise.all(
    [adminQueryKeys.messages, adminQueryKeys.dashboard].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
