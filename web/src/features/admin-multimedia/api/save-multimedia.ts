import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { Multimedia } from '@/types/api';

import type { AdminMultimedia, MultimediaInput } from '../types';

// POST /api/admin/multimedia (201) adds a video or song; PUT /api/admin/multimedia/{id} (200)
// saves an edited one. A 400 carries per-field messages.
export const createMultimedia = (input: MultimediaInput) => adminApi.post<Multimedia>(adminApiPaths.multimedia, input);

export const updateMultimedia = (id: string, input: MultimediaInput) =>
  adminApi.put<Multimedia>(adminApiPaths.multimediaItem(id), input);

// Adds the item when editing is undefined, else saves it.
export function useSaveMultimedia(editing: AdminMultimedia | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MultimediaInput) => (editing ? updateMultimedia(editing.id, input) : createMultimedia(input)),
    onSuccess: (saved) => void refreshAfterWrite(queryClient, 'multimedia', [saved.bookId, editing?.bookId]),
  });
}
