import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { SubscribersList } from '@/features/admin-subscribers/components/subscribers-list';

export function SubscribersScreen() {
  return (
    <>
      <AdminTitle title="Subscribers" />
      <SubscribersList />
    </>
  );
}
