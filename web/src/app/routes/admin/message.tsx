import { useParams } from 'react-router';

import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { MessageView } from '@/features/admin-messages/components/message-view';

export function MessageScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Message" />
      <MessageView key={id} id={id} />
    </>
  );
}
