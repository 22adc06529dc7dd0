import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

// After an upcoming book is added, changed or removed: the admin list and the home page's
// 'Coming Soon' load again, so the site shows the change at once. The edit form's own
// query is left alone: it is dropped on leaving.
export function refreshUpcomingBookQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.upcomingBooks, exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.upcomingBooks }),
  ]);
}
