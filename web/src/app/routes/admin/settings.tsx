import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { SiteSettings } from '@/features/admin-settings/components/site-settings';

export function SettingsScreen() {
  return (
    <>
      <AdminTitle title="Settings" />
      <SiteSettings />
    </>
  );
}
