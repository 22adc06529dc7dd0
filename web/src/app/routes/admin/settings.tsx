import { SiteSettings } from '@/features/admin-settings/components/site-settings';
import { useSite } from '@/lib/site';

export function SettingsScreen() {
  const { name } = useSite().identity;
  return (
    <>
      <title>{`Settings | Admin Portal | ${name}`}</title>
      <SiteSettings />
    </>
  );
}
