import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { Site, SiteCatalogue } from '@/lib/site';
import type { Book } from '@/types/api';

type OrderAnswer = { message: string; books: Book[] };

// PUT /api/admin/books/order {"ids"}: every book's id, first to last, as /books will list them.
// 409 when the list is not every book once (another tab added or deleted one meanwhile).
export const setBookOrder = (ids: string[]) => adminApi.put<OrderAnswer>(adminApiPaths.bookOrder, { ids });

// DELETE /api/admin/books/order: /books is newest first again.
export const resetBookOrder = () => adminApi.delete<OrderAnswer>(adminApiPaths.bookOrder);

// After a change of order the list shows the books as the server now orders them, and the
// public lists load again.
function useOrderMutation<I>(mutationFn: (input: I) => Promise<OrderAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ books }) => {
      queryClient.setQueryData<Book[]>(adminQueryKeys.books, books);
      void refreshAfterWrite(queryClient, 'book');
    },
  });
}

export const useSetBookOrder = () => useOrderMutation(setBookOrder);
export const useResetBookOrder = () => useOrderMutation(resetBookOrder);

// PUT /api/admin/books/featured {"bookId"} pins the home page's featured book; DELETE unpins it
// (the newest shows again). Both answer {"message", "settings"}: every section, of which this
// screen needs the catalogue.
type PinAnswer = { message: string; settings: { catalogue: SiteCatalogue } };
export const pinFeaturedBook = (bookId: string) => adminApi.put<PinAnswer>(adminApiPaths.featuredBook, { bookId });
export const unpinFeaturedBook = () => adminApi.delete<PinAnswer>(adminApiPaths.featuredBook);

export function useFeaturedBookPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string | null) => (bookId ? pinFeaturedBook(bookId) : unpinFeaturedBook()),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData<Site>(queryKeys.site, (site) => site && { ...site, catalogue: settings.catalogue });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.settings });
      void refreshAfterWrite(queryClient, 'settings');
    },
  });
}
