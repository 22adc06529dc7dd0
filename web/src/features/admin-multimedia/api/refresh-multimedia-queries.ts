import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

// After a video or song is added, changed or removed: the admin list, the materials overview
// and the books' pages (a deleted song takes its material along) and their Videos & Songs
// lists load again, so the site shows the change at once. An edit that moves an item to
// another book refreshes both books.
export function refreshMultimediaQueries(queryClient: QueryClient, bookIds: string[]) {
  const keys: ReadonlyArray<readonly unknown[]> = [
    adminQueryKeys.multimedia,
    adminQueryKeys.materials,
    ['book'],
    ...[...new Set(bookIds.filter(Boolean))].map((id) => queryKeys.bookMultimedia(id)),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
