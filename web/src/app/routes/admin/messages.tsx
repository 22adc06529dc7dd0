import { PageTitle } from '@/components/page-title';
import { MessagesInbox } from '@/features/admin-messages/components/messages-inbox';

export function MessagesScreen() {
  return (
    <>
      <PageTitle title="Messages" admin />
      <MessagesInbox />
    </>
  );
}
