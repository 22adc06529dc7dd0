import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { BackupSettings, BackupSettingsView } from '../types';

export type SaveBackupsAnswer = BackupSettingsView & { message: string };

// PUT /api/admin/backups: stores the Backups section. Answers {"message", ...the section as now
// stored}; 400 with the field messages.
export const saveBackupSettings = (input: BackupSettings) =>
  adminApi.put<SaveBackupsAnswer>(adminApiPaths.backupSettings, input);

export function useSaveBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBackupSettings,
    onSuccess: ({ message: _message, ...view }) => {
      queryClient.setQueryData<BackupSettingsView>(adminQueryKeys.backupSettings, view);
      // The dashboard says whether backups are on.
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
    },
  });
}
