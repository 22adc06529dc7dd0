import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { Book } from '@/types/api';

// DELETE /api/admin/books/{id} (204): removes the book with its genres, materials,
// videos and songs, reviews and kindness kits.
export const deleteBook = (id: string) => adminApi.delete<void>(adminApiPaths.book(id));

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: Pick<Book, 'id' | 'title'>) => deleteBook(book.id),
    onSuccess: (_, book) => {
      queryClient.setQueryData<Book[]>(adminQueryKeys.books, (books) => books?.filter((b) => b.id !== book.id));
      queryClient.removeQueries({ queryKey: adminQueryKeys.book(book.id) });
      void refreshAfterWrite(queryClient, 'book', [book.id]);
    },
  });
}
