import { useMutation } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

export type SendWeeklyLetterAnswer = { message: string; from: string; to: string };

// POST /api/admin/weekly-letter/send: queues last week's letter to every owner account at once;
// 409 with a plain message when mail is not set up.
export const sendWeeklyLetter = () => adminApi.post<SendWeeklyLetterAnswer>(adminApiPaths.sendWeeklyLetter);

export function useSendWeeklyLetter() {
  return useMutation({ mutationFn: sendWeeklyLetter });
}
