import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminKitFile, KitDetail } from '../types';

// DELETE /api/admin/kits/{id}/files/{fileId} (204).
export const deleteKitFile = (kitId: string, fileId: string) =>
  adminApi.delete<void>(adminApiPaths.kitFile(kitId, fileId));

export function useDeleteKitFile(kit: Pick<KitDetail, 'id' | 'bookId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Pick<AdminKitFile, 'id' | 'fileName'>) => deleteKitFile(kit.id, file.id),
    onSuccess: (_, file) => {
      queryClient.setQueryData<KitDetail>(adminQueryKeys.kit(kit.id), (current) =>
        current ? { ...current, files: current.files.filter((f) => f.id !== file.id) } : current,
      );
      void refreshAfterWrite(queryClient, 'kit', [kit.bookId]);
    },
  });
}
