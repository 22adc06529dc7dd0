import { queryOptions, useQuery } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { WeeklyLetterView } from '../types';

// GET /api/admin/weekly-letter: the Weekly letter section's settings, who receives it and
// whether mail can be sent.
export const getWeeklyLetter = ({ signal }: { signal?: AbortSignal } = {}) =>
  adminApi.get<WeeklyLetterView>(adminApiPaths.weeklyLetter, { signal });

export function useWeeklyLetter() {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.weeklyLetter,
      queryFn: ({ signal }) => getWeeklyLetter({ signal }),
      // The form starts from what is stored now.
      staleTime: 0,
      gcTime: 0,
    }),
  );
}
