import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { AdminSubscriber } from '../types';

// POST /api/admin/subscribers/{id}/unsubscribe: takes them off the list (the email-list
// service is told too); answers the subscriber.
export const unsubscribe = (id: string) => adminApi.post<AdminSubscriber>(adminApiPaths.unsubscribe(id));

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriber: AdminSubscriber) => unsubscribe(subscriber.id),
    onSuccess: () => void refreshAfterWrite(queryClient, 'person'),
  });
}
