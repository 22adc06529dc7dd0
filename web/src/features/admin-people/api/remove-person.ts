import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';
import { sessionStore } from '@/lib/auth/session-store';

import type { Person } from '../types';

// DELETE /api/admin/people/{id}: the account is gone and signed out everywhere. 409 for the
// last account, 404 when it is gone already. Removing her own signs this tab (and her other
// tabs) out too.
export const removePerson = (person: Person) =>
  adminApi.delete<{ message: string; you: boolean }>(adminApiPaths.person(person.id));

export function useRemovePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePerson,
    onSuccess: ({ you }) => {
      if (you) void sessionStore.signOut();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.people }),
  });
}
