import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

// After a kit or one of its files is added, changed or removed: the kit screens load it
// again, and so does the public block of each book concerned (a kit moved to another book
// leaves the old one).
export function refreshKitQueries(queryClient: QueryClient, bookIds: Array<string | undefined>) {
  const books = [...new Set(bookIds.filter((id): id is string => Boolean(id)))];
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.kits }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard }),
    ...books.map((bookId) => queryClient.invalidateQueries({ queryKey: queryKeys.bookKit(bookId) })),
  ]);
}
