import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminAuthor, RenamedAuthor } from '../types';
import { renameInList } from '../utils/rename-in-list';

export type AuthorRename = { oldName: string; newName: string };

// PUT /api/admin/authors {"oldName","newName"}: puts the new name on every book by the old one
// (spec §5). 400 'Author name cannot be empty' (fields.newName); 404 'No books found for
// author: {name}'.
export const renameAuthor = (rename: AuthorRename) => adminApi.put<RenamedAuthor>(adminApiPaths.authors, rename);

export function useRenameAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAuthor,
    onSuccess: (renamed, { oldName }) => {
      queryClient.setQueryData<AdminAuthor[]>(adminQueryKeys.authors, (list) =>
        list ? renameInList(list, oldName, renamed.name) : list,
      );
      void refreshAfterWrite(queryClient, 'author');
    },
  });
}
