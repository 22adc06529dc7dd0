import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { SettingsAnswer, SettingsSection } from '../types';

import { storeSettings } from './store-settings';

// DELETE /api/admin/settings/{section}: puts one section back to its defaults. Answers
// {"message": "<Section> reset to the defaults.", "settings"}.
export const resetSettingsSection = (section: SettingsSection) =>
  adminApi.delete<SettingsAnswer>(adminApiPaths.settingsSection(section));

export function useResetSettingsSection(section: SettingsSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetSettingsSection(section),
    onSuccess: ({ settings }) => void storeSettings(queryClient, settings),
  });
}
