import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { api } from '@/lib/api-client';

// Checking a recovery link does not use it up.
export const checkResetToken = (token: string) =>
  api.post<{ valid: boolean }>(adminApiPaths.checkResetToken, { token });

export const checkResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: adminQueryKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    retry: false,
    staleTime: Infinity,
  });

export function useCheckResetToken(token: string) {
  return useQuery({ ...checkResetTokenQueryOptions(token), enabled: token !== '' });
}
