import { site } from '@/config/site';
import { SubscribersList } from '@/features/admin-subscribers/components/subscribers-list';

export function SubscribersScreen() {
  return (
    <>
      <title>{`Subscribers | Admin Portal | ${site.name}`}</title>
      <SubscribersList />
    </>
  );
}
