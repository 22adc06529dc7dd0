import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { KitSummary } from '../types';

// DELETE /api/admin/kits/{id} (204): removes the kit with its files, sign-ups and links.
export const deleteKit = (id: string) => adminApi.delete<void>(adminApiPaths.kit(id));

export function useDeleteKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kit: Pick<KitSummary, 'id' | 'bookId' | 'title'>) => deleteKit(kit.id),
    onSuccess: (_, kit) => {
      queryClient.setQueryData<KitSummary[]>(adminQueryKeys.kits, (kits) => kits?.filter((k) => k.id !== kit.id));
      queryClient.removeQueries({ queryKey: adminQueryKeys.kit(kit.id) });
      void refreshAfterWrite(queryClient, 'kit', [kit.bookId]);
    },
  });
}
