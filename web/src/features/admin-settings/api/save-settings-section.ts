import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminApiPaths } from '@/config/admin-paths';
import { adminApi } from '@/lib/auth/admin-api';

import type { Settings, SettingsAnswer, SettingsSection } from '../types';

import { storeSettings } from './store-settings';

// What a section's save sends: that section's object (the brand's faviconUrl is made by the
// server from the logo, so it is not sent).
export type SectionInput<S extends SettingsSection> = S extends 'brand' ? Omit<Settings['brand'], 'faviconUrl'> : Settings[S];

// PUT /api/admin/settings/{section}: stores one section. Answers {"message": "Settings saved.",
// "settings"}; 400 with the field messages ("links.0.url", "whyItems.1.title").
export const saveSettingsSection = <S extends SettingsSection>(section: S, input: SectionInput<S>) =>
  adminApi.put<SettingsAnswer>(adminApiPaths.settingsSection(section), input);

export function useSaveSettingsSection<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SectionInput<S>) => saveSettingsSection(section, input),
    onSuccess: ({ settings }) => void storeSettings(queryClient, settings),
  });
}
