import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { InboxMessage } from '../types';

// DELETE /api/admin/messages/{id} (204), with its mail to the owner if that was not sent yet.
export const deleteMessage = (id: string) => adminApi.delete<void>(adminApiPaths.message(id));

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: InboxMessage) => deleteMessage(message.id),
    onSuccess: (_, message) => {
      queryClient.removeQueries({ queryKey: adminQueryKeys.message(message.id) });
      void refreshAfterWrite(queryClient, 'message');
    },
  });
}
