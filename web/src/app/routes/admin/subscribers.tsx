import { PageTitle } from '@/components/page-title';
import { SubscribersList } from '@/features/admin-subscribers/components/subscribers-list';

export function SubscribersScreen() {
  return (
    <>
      <PageTitle title="Subscribers" admin />
      <SubscribersList />
    </>
  );
}
