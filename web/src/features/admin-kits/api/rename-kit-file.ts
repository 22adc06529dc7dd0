import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminKitFile, KitDetail, KitFileNames } from '../types';

// PUT /api/admin/kits/{id}/files/{fileId} (200): the file's English and Spanish names. 400 puts
// 'Give the file a name.' on fileName.
export const renameKitFile = (kitId: string, fileId: string, names: KitFileNames) =>
  adminApi.put<AdminKitFile>(adminApiPaths.kitFile(kitId, fileId), names);

export function useRenameKitFile(kit: Pick<KitDetail, 'id' | 'bookId'>, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: KitFileNames) => renameKitFile(kit.id, fileId, names),
    onSuccess: (saved) => {
      queryClient.setQueryData<KitDetail>(adminQueryKeys.kit(kit.id), (current) =>
        current ? { ...current, files: current.files.map((f) => (f.id === saved.id ? { ...f, ...saved } : f)) } : current,
      );
      void refreshAfterWrite(queryClient, 'kit', [kit.bookId]);
    },
  });
}
