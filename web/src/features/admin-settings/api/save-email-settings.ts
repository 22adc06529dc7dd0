import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths, adminQueryKeys } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { EmailSettingsInput, EmailSettingsView } from '../types';

export type SaveEmailAnswer = EmailSettingsView & { message: string };

// PUT /api/admin/email: stores the Email section. Answers {"message", ...the section as now
// stored}; 400 with the field messages.
export const saveEmailSettings = (input: EmailSettingsInput) =>
  adminApi.put<SaveEmailAnswer>(adminApiPaths.emailSettings, input);

export function useSaveEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailSettings,
    onSuccess: ({ message: _message, ...view }) => {
      queryClient.setQueryData<EmailSettingsView>(adminQueryKeys.emailSettings, view);
      // The dashboard says whether email is set up.
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.dashboard });
    },
  });
}
