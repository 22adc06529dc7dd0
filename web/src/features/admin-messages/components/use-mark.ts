import { useToast } from '@/components/ui/toast';
import { userMessage } from '@/lib/user-message';

import { useMarkMessage } from '../api/mark-message';
import type { InboxMessage } from '../types';
import { MSG_MARK_FAILED } from '../utils/messages';

// Marking a message read or unread, said in a toast (quietly when opening marks it read); a
// failure is always said. pendingId is the message being marked.
export function useMark() {
  const mark = useMarkMessage();
  const toast = useToast();
  const run = (message: InboxMessage, read: boolean, { quiet = false } = {}) =>
    mark.mutate(
      { message, read },
      {
        onSuccess: () => {
          if (!quiet) toast.show(`The message from ${message.name} is marked as ${read ? 'read' : 'unread'}.`);
        },
        onError: (error) => toast.show(userMessage(error, MSG_MARK_FAILED), { tone: 'error' }),
      },
    );
  return { run, pendingId: mark.isPending ? mark.variables?.message.id : undefined };
}
