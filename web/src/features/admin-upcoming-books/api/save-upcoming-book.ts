import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { UpcomingBook } from '@/types/api';

import type { UpcomingBookInput } from '../types';

// POST /api/admin/upcoming-books (201) adds one; PUT /api/admin/upcoming-books/{id} (200)
// saves an edited one. A 400 carries per-field messages.
export const createUpcomingBook = (book: UpcomingBookInput) =>
  adminApi.post<UpcomingBook>(adminApiPaths.upcomingBooks, book);

export const updateUpcomingBook = (id: string, book: UpcomingBookInput) =>
  adminApi.put<UpcomingBook>(adminApiPaths.upcomingBook(id), book);

// Adds the upcoming book when id is undefined, else saves it.
export function useSaveUpcomingBook(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: UpcomingBookInput) => (id ? updateUpcomingBook(id, book) : createUpcomingBook(book)),
    onSuccess: () => void refreshAfterWrite(queryClient, 'upcomingBook'),
  });
}
