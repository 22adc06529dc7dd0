import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { MaterialOverview } from '../types';

// GET /api/admin/materials: every book's learning materials (not kit files), by book title
// and then in the book page's order, with their download counts. Loaded afresh on each visit:
// the books' forms change it, and the counts grow.
export const getMaterialOverview = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<MaterialOverview[]>(adminApiPaths.materials, { signal });

export function useMaterialOverview() {
  return useQuery(
    queryOptions({ queryKey: adminQueryKeys.materials, queryFn: ({ signal }) => getMaterialOverview({ signal }) }),
  );
}
