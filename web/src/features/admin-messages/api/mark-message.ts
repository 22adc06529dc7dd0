import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { InboxMessage } from '../types';

import { refreshMessageQueries } from './refresh-message-queries';

// PUT /api/admin/messages/{id} with {"read": true|false}: answers the message as it now is.
export const markMessage = (id: string, read: boolean) =>
  adminApi.put<InboxMessage>(adminApiPaths.message(id), { read });

export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, read }: { message: InboxMessage; read: boolean }) => markMessage(message.id, read),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.message(saved.id), saved);
      void refreshMessageQueries(queryClient);
    },
  });
}
