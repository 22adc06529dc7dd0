import { site } from '@/config/site';
import { MessagesInbox } from '@/features/admin-messages/components/messages-inbox';

export function MessagesScreen() {
  return (
    <>
      <title>{`Messages | Admin Portal | ${site.name}`}</title>
      <MessagesInbox />
    </>
  );
}
