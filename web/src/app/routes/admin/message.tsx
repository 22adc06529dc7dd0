import { useParams } from 'react-router';

import { site } from '@/config/site';
import { MessageView } from '@/features/admin-messages/components/message-view';

export function MessageScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{`Message | Admin Portal | ${site.name}`}</title>
      <MessageView key={id} id={id} />
    </>
  );
}
