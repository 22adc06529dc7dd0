import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { WeeklyLetterSettings, WeeklyLetterView } from '../types';

export type SaveWeeklyLetterAnswer = WeeklyLetterView & { message: string };

// PUT /api/admin/weekly-letter: stores the section. Answers {"message", ...the section as now
// stored}; 400 with the field messages.
export const saveWeeklyLetter = (input: WeeklyLetterSettings) =>
  adminApi.put<SaveWeeklyLetterAnswer>(adminApiPaths.weeklyLetter, input);

export function useSaveWeeklyLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeeklyLetter,
    onSuccess: ({ message: _message, ...view }) => {
      queryClient.setQueryData<WeeklyLetterView>(adminQueryKeys.weeklyLetter, view);
    },
  });
}
