import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminAuthor } from '../types';

// DELETE /api/admin/authors?name=…: authors exist only through their books, so the server
// refuses one with books (409 'Cannot delete authors with books') and answers 404 for a name
// no book carries.
export const deleteAuthor = (name: string) => adminApi.delete<void>(adminApiPaths.author(name));

export function useDeleteAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (author: AdminAuthor) => deleteAuthor(author.name),
    onSuccess: () => void refreshAfterWrite(queryClient, 'author'),
  });
}
