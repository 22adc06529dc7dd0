import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';

// After a review is added, changed or removed: every admin page of reviews, the home page's
// featured reviews and the books' 'Reader Reviews' load again, so the site shows the change
// at once. An edit that moves a review to another book refreshes both books.
export function refreshTestimonialQueries(queryClient: QueryClient, bookIds: string[]) {
  const keys: ReadonlyArray<readonly unknown[]> = [
    adminQueryKeys.testimonials,
    queryKeys.featuredTestimonials,
    ...[...new Set(bookIds.filter(Boolean))].map((id) => queryKeys.bookTestimonials(id)),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
