import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { CodesKey, CodesState } from '../types';

// Her sign-in codes (internal/server/account_codes.go). Every change but the first code needs
// her current password (400 with fields.currentPassword when it is wrong, 429 after too many).

export const codesQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.codes,
    queryFn: ({ signal }) => adminApi.get<CodesState>(adminApiPaths.accountCodes, { signal }),
    staleTime: 0,
  });

export function useCodes() {
  return useQuery(codesQueryOptions());
}

type WithPassword = { currentPassword: string };
type RecoveryCodes = { recoveryCodes: string[]; message?: string };

// POST /api/admin/account/codes: a new key and its QR code; codes are not on until confirmed.
export function useStartCodes() {
  return useMutation({ mutationFn: (input: WithPassword) => adminApi.post<CodesKey>(adminApiPaths.accountCodes, input) });
}

// Whatever changes her second step changes what the admin lets her do (GET /api/admin/me).
function useRefreshCodes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.codes }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.me }),
    ]);
}

// POST /api/admin/account/codes/confirm: a first code from the app turns them on; answers the
// ten recovery codes, shown once. 400 with fields.code for a wrong code.
export function useConfirmCodes() {
  return useMutation({
    mutationFn: (input: { code: string }) => adminApi.post<RecoveryCodes>(adminApiPaths.accountCodesConfirm, input),
  });
}

// POST /api/admin/account/codes/recovery-codes: ten new recovery codes; the old ones stop working.
export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: (input: WithPassword) => adminApi.post<RecoveryCodes>(adminApiPaths.accountRecoveryCodes, input),
  });
}

// POST /api/admin/account/codes/off. 409 while the site requires a second step and codes are
// her only one.
export function useCodesOff() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: (input: WithPassword) => adminApi.post<{ message: string }>(adminApiPaths.accountCodesOff, input),
    onSuccess: refresh,
  });
}

// PUT /api/admin/account/second-step-required. 409 when turning it on from an account without
// a second step.
export function useRequireSecondStep() {
  const refresh = useRefreshCodes();
  return useMutation({
    mutationFn: (input: WithPassword & { required: boolean }) =>
      adminApi.put<{ required: boolean }>(adminApiPaths.secondStepRequired, input),
    onSuccess: refresh,
  });
}

export { useRefreshCodes };
