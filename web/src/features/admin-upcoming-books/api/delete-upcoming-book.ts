import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { UpcomingBook } from '@/types/api';

// DELETE /api/admin/upcoming-books/{id} (204); its cover goes too when nothing else uses it.
export const deleteUpcomingBook = (id: string) => adminApi.delete<void>(adminApiPaths.upcomingBook(id));

export function useDeleteUpcomingBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: Pick<UpcomingBook, 'id' | 'title'>) => deleteUpcomingBook(book.id),
    onSuccess: (_, book) => {
      queryClient.setQueryData<UpcomingBook[]>(adminQueryKeys.upcomingBooks, (list) =>
        list?.filter((b) => b.id !== book.id),
      );
      queryClient.removeQueries({ queryKey: adminQueryKeys.upcomingBook(book.id) });
      void refreshAfterWrite(queryClient, 'upcomingBook');
    },
  });
}
