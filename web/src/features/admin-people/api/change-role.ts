import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Person, RoleChangeResult } from '../types';

// PUT /api/admin/people/{id}/role {"role", "password"}. Making someone an owner takes the
// signed-in owner's own password (400 with fields.password when it is missing or not right);
// making the last owner an editor is refused (409).
export const changeRole = (person: Person, input: { role: 'owner'; password: string } | { role: 'editor' }) =>
  adminApi.put<RoleChangeResult>(adminApiPaths.personRole(person.id), input);

export function useMakeOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ person, password }: { person: Person; password: string }) => changeRole(person, { role: 'owner', password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.people }),
  });
}

// Takes the person itself, as a confirmation dialog's action does (useConfirmAction).
export function useMakeEditor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (person: Person) => changeRole(person, { role: 'editor' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.people }),
  });
}
