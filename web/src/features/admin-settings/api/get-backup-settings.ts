import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { BackupSettingsView } from '../types';

// GET /api/admin/backups: the Backups section's settings, what the server fixes, whether
// backups are on and where they go.
export const getBackupSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<BackupSettingsView>(adminApiPaths.backupSettings, { signal });

export const backupSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.backupSettings,
    queryFn: ({ signal }) => getBackupSettings({ signal }),
    // The form starts from what is stored now.
    staleTime: 0,
    gcTime: 0,
  });

export function useBackupSettings() {
  return useQuery(backupSettingsQueryOptions());
}
