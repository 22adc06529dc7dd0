import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { KitDetail, KitInput } from '../types';

// POST /api/admin/kits (201) adds a kit; PUT /api/admin/kits/{id} (200) saves an edited one.
// A 400 carries per-field messages.
export const createKit = (kit: KitInput) => adminApi.post<KitDetail>(adminApiPaths.kits, kit);

export const updateKit = (id: string, kit: KitInput) => adminApi.put<KitDetail>(adminApiPaths.kit(id), kit);

// Adds the kit when kit is undefined, else saves it.
export function useSaveKit(kit: Pick<KitDetail, 'id' | 'bookId'> | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KitInput) => (kit ? updateKit(kit.id, input) : createKit(input)),
    onSuccess: (saved) => {
      // The files page, next after adding, starts from the saved kit.
      queryClient.setQueryData(adminQueryKeys.kit(saved.id), saved);
      void refreshAfterWrite(queryClient, 'kit', [saved.bookId, kit?.bookId]);
    },
  });
}
