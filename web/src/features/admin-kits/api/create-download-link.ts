import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { DownloadLink } from '../types';

// POST /api/admin/kits/{id}/download-link (201): one link to a page listing the kit's
// files, valid 24 hours. The email, when given, is recorded with the link.
export const createDownloadLink = (kitId: string, email: string) =>
  adminApi.post<DownloadLink>(adminApiPaths.kitDownloadLink(kitId), email ? { email } : {});

export function useCreateDownloadLink(kitId: string) {
  return useMutation({ mutationFn: (email: string) => createDownloadLink(kitId, email) });
}
