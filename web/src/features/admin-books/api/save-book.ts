import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { Book } from '@/types/api';

import type { BookInput } from '../types';

// POST /api/admin/books (201) adds a book; PUT /api/admin/books/{id} (200) saves an edited
// one, its genres and materials becoming the form's. A 400 carries per-field messages.
export const createBook = (book: BookInput) => adminApi.post<Book>(adminApiPaths.books, book);

export const updateBook = (id: string, book: BookInput) => adminApi.put<Book>(adminApiPaths.book(id), book);

// Adds the book when id is undefined, else saves it.
export function useSaveBook(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (book: BookInput) => (id ? updateBook(id, book) : createBook(book)),
    onSuccess: (saved) => void refreshAfterWrite(queryClient, 'book', [saved.id]),
  });
}
