import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { InboxMessage } from '../types';

// PUT /api/admin/messages/{id} with {"read": true|false}: answers the message as it now is.
export const markMessage = (id: string, read: boolean) =>
  adminApi.put<InboxMessage>(adminApiPaths.message(id), { read });

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, read }: { message: InboxMessage; read: boolean }) => markMessage(message.id, read),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.message(saved.id), saved);
      void refreshAfterWrite(queryClient, 'message');
    },
  });
}
