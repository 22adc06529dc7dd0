import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { SiteSettings } from '@/features/admin-settings/components/site-settings';
import { OwnerOnly } from '@/lib/auth/owner-only';

export function SettingsScreen() {
  return (
    <>
      <AdminTitle title="Settings" />
      <OwnerOnly>
        <SiteSettings />
      </OwnerOnly>
    </>
  );
}
