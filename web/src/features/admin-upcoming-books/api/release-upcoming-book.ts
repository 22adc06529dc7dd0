import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { ReleasedBook, UpcomingBook } from '@/types/api';

// POST /api/admin/upcoming-books/{id}/release (200): it becomes a book now. A 400 carries the
// release details' field messages ('release.isbn'); a 404 says it is gone.
export const releaseUpcomingBook = (id: string) => adminApi.post<ReleasedBook>(adminApiPaths.releaseUpcomingBook(id), {});

export function useReleaseUpcomingBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: Pick<UpcomingBook, 'id' | 'title'>) => releaseUpcomingBook(book.id),
    onSuccess: (_, book) => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.upcomingBook(book.id) });
      void refreshAfterWrite(queryClient, 'upcomingBook');
      void refreshAfterWrite(queryClient, 'book');
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issues });
    },
  });
}
