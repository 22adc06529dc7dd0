import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { adminApi } from '@/lib/auth/admin-api';

import type { Passkey } from '../types';

// Her passkeys (internal/server/passkeys.go). Adding one takes her current password, so a
// stolen access token alone cannot; so does removing one.

export const MSG_ADD_CANCELLED = 'No passkey was added: the request was cancelled or took too long. Please try again.';
export const MSG_ALREADY_ON_DEVICE = 'This device already has a passkey for your account.';

// GET /api/admin/account/passkeys: the oldest first.
export const getPasskeys = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<Passkey[]>(adminApiPaths.passkeys, { signal });

export function usePasskeys() {
  return useQuery(queryOptions({ queryKey: adminQueryKeys.passkeys, queryFn: ({ signal }) => getPasskeys({ signal }), staleTime: 0 }));
}

export type NewPasskey = { name: string; currentPassword: string };

// The browser's own refusals, in words, as the server's would be (field-less, so the form shows
// them above its fields).
function browserRefusal(error: unknown): never {
  if (error instanceof Error && error.name === 'InvalidStateError') {
    throw new ApiError(409, 'conflict', MSG_ALREADY_ON_DEVICE);
  }
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    throw new ApiError(400, 'invalid', MSG_ADD_CANCELLED);
  }
  throw error;
}

// Adds a passkey: begin (her password and its name; 400 with fields.currentPassword or
// fields.name), the browser makes it, finish stores it. Answers {"message"}.
export async function addPasskey(input: NewPasskey) {
  const { ticket, options } = await adminApi.post<{ ticket: string; options: PublicKeyCredentialCreationOptionsJSON }>(
    adminApiPaths.passkeysBegin,
    input,
  );
  const credential = await startRegistration({ optionsJSON: options }).catch(browserRefusal);
  return adminApi.post<{ message: string; passkey: Passkey }>(adminApiPaths.passkeysFinish, { ticket, credential });
}

// Adding or removing one changes whether she has a second step, which the sign-in codes
// section reads (it may then require one of every account), and who she is (/me).
function passkeysChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.passkeys }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.codes }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.me }),
  ]);
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => passkeysChanged(queryClient),
  });
}

// PUT /api/admin/account/passkeys/{id}: a new name.
export const renamePasskey = ({ id, name }: { id: string; name: string }) =>
  adminApi.put<{ message: string }>(adminApiPaths.passkey(id), { name });

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.passkeys }),
  });
}

// DELETE /api/admin/account/passkeys/{id} with {"currentPassword"}.
export const removePasskey = ({ id, currentPassword }: { id: string; currentPassword: string }) =>
  adminApi.delete<{ message: string }>(adminApiPaths.passkey(id), { body: { currentPassword } });

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => passkeysChanged(queryClient),
  });
}
