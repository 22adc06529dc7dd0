import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { AdminSettings } from '../types';

// GET /api/admin/settings: every section as stored (a section never saved holds its
// defaults), and the defaults themselves.
export const getSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<AdminSettings>(adminApiPaths.settings, { signal });

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminQueryKeys.settings,
    queryFn: ({ signal }) => getSettings({ signal }),
    // The forms start from what is stored now.
    staleTime: 0,
    gcTime: 0,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
