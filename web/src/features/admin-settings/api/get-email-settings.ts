import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { EmailSettingsView } from '../types';

// GET /api/admin/email: the Email section's settings, what the server fixes, and whether mail
// can be sent now.
export const getEmailSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<EmailSettingsView>(adminApiPaths.emailSettings, { signal });

export const emailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.emailSettings,
    queryFn: ({ signal }) => getEmailSettings({ signal }),
    // The form starts from what is stored now.
    staleTime: 0,
    gcTime: 0,
  });

export function useEmailSettings() {
  return useQuery(emailSettingsQueryOptions());
}
