import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

// GET /api/admin/backup: a fresh archive of the whole site (.tar.gz), with its name in
// Content-Disposition. It needs the session's token, so it is fetched, then saved.
export const downloadBackup = () => adminApi.file(adminApiPaths.backup);

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
