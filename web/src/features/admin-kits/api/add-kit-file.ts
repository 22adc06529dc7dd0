import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminKitFile, KitDetail, KitFileInput } from '../types';

// POST /api/admin/kits/{id}/files (201): adds an uploaded file at the end of the kit
// (sort order = file count + 1). 400 'Please select a file and provide a name'.
export const addKitFile = (kitId: string, file: KitFileInput) =>
  adminApi.post<AdminKitFile>(adminApiPaths.kitFiles(kitId), file);

export function useAddKitFile(kit: Pick<KitDetail, 'id' | 'bookId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: KitFileInput) => addKitFile(kit.id, file),
    onSuccess: (added) => {
      queryClient.setQueryData<KitDetail>(adminQueryKeys.kit(kit.id), (current) =>
        current ? { ...current, files: [...current.files, added] } : current,
      );
      void refreshAfterWrite(queryClient, 'kit', [kit.bookId]);
    },
  });
}
