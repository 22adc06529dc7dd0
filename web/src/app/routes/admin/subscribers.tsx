import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { SubscribersList } from '@/features/admin-subscribers/components/subscribers-list';
import { OwnerOnly } from '@/lib/auth/owner-only';

export function SubscribersScreen() {
  return (
    <>
      <AdminTitle title="Subscribers" />
      <OwnerOnly>
        <SubscribersList />
      </OwnerOnly>
    </>
  );
}
