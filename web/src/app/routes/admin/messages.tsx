import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { MessagesInbox } from '@/features/admin-messages/components/messages-inbox';

export function MessagesScreen() {
  return (
    <>
      <AdminTitle title="Messages" />
      <MessagesInbox />
    </>
  );
}
