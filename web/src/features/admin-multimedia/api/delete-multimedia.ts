import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminMultimedia } from '../types';

// DELETE /api/admin/multimedia/{id} (204). Deleting a song also deletes the book's material
// with the same file (admin spec §4); the server does both in one transaction.
export const deleteMultimedia = (id: string) => adminApi.delete<void>(adminApiPaths.multimediaItem(id));

export function useDeleteMultimedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: AdminMultimedia) => deleteMultimedia(item.id),
    onSuccess: (_, item) => {
      queryClient.setQueryData<AdminMultimedia[]>(adminQueryKeys.multimedia, (list) => list?.filter((m) => m.id !== item.id));
      void refreshAfterWrite(queryClient, 'multimedia', [item.bookId]);
    },
  });
}
