import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { refreshAfterWrite } from '@/lib/refresh-after-write';

import type { Removed } from '../types';

// POST /api/admin/people/forget with {"email"}: a privacy request. The address goes from every
// table that holds it and its erasure at the email-list service is queued; answers what went.
export const forgetPerson = (email: string) => adminApi.post<Removed>(adminApiPaths.forgetPerson, { email });

export function useForgetPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email }: { email: string }) => forgetPerson(email),
    onSuccess: () => void refreshAfterWrite(queryClient, 'person'),
  });
}
