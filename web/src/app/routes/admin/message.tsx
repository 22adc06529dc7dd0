import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { MessageView } from '@/features/admin-messages/components/message-view';

export function MessageScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Message" admin />
      <MessageView key={id} id={id} />
    </>
  );
}
