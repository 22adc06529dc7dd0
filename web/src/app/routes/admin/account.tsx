import { AccountPage } from '@/features/admin-account/components/account-page';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function AccountScreen() {
  return (
    <>
      <AdminTitle title="Account" />
      <AccountPage />
    </>
  );
}
