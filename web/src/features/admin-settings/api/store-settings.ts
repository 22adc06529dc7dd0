import type { QueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '@/config/admin-paths';
import { queryKeys } from '@/config/paths';
import { refreshAfterWrite } from '@/lib/refresh-after-write';
import type { Site } from '@/lib/site';

import type { AdminSettings, Settings } from '../types';

// After a save or a reset: the screen holds what the server now stores, and everything that
// reads the public settings (the page titles, the public pages in this tab) gets them at once
// and then asks the server again, as do the pages showing the site's texts.
export function storeSettings(queryClient: QueryClient, settings: Settings) {
  queryClient.setQueryData<AdminSettings>(adminQueryKeys.settings, (current) =>
    current ? { ...current, settings } : current,
  );
  const { identity, brand, social, home, catalogue } = settings;
  queryClient.setQueryData<Site>(queryKeys.site, { identity, brand, social, home, catalogue });
  return refreshAfterWrite(queryClient, 'settings');
}
