import { Mail, MailOpen, Reply } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { BackHeader } from '@/components/ui/back-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { EmailAddress } from '@/components/ui/email-address';
import { languageName } from '@/components/ui/list/reader-language';
import { DeleteButton } from '@/components/ui/list/row-actions';
import { RecordState } from '@/components/ui/record-state';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { formatDateTime } from '@/lib/format-date';

import { useDeleteMessage } from '../api/delete-message';
import { useMessage } from '../api/get-message';
import type { InboxMessage } from '../types';
import { MSG_DELETE_FAILED, MSG_MESSAGE_FAILED, MSG_MESSAGE_NOT_FOUND, replyHref } from '../utils/messages';

import { DeleteMessageDialog } from './delete-message-dialog';
import { DeliveryBadge, ReadBadge } from './delivery-badge';
import { useMark } from './use-mark';

function MessageDetails({
  message: m,
  marking,
  onMark,
  onDelete,
}: {
  message: InboxMessage;
  marking: boolean;
  onMark: (read: boolean) => void;
  onDelete: () => void;
}) {
  const read = m.readAt !== null;
  return (
    <article aria-label={`Message from ${m.name}`} className="space-y-5 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-6">
      <DetailList
        details={[
          {
            term: 'From',
            value: (
              <>
                {m.name} &lt;
                <EmailAddress email={m.email} />
                &gt;
              </>
            ),
          },
          { term: 'Received', value: <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time> },
          { term: 'Language', value: languageName(m.lang) },
          { term: 'Status', value: <ReadBadge read={read} /> },
          { term: 'Mail to you', value: <DeliveryBadge delivery={m.delivery} note={m.deliveryNote} /> },
        ]}
      />
      <div className="whitespace-pre-wrap break-words border-t-2 border-amber-100 pt-5 text-stone-900">{m.message}</div>
      <div className="flex flex-wrap gap-2 border-t-2 border-amber-100 pt-4">
        <a href={replyHref(m.email, m.subject)} className={buttonClasses()}>
          <Reply aria-hidden="true" className="size-4" />
          Reply by email
        </a>
        <Button variant="secondary" aria-disabled={marking || undefined} onClick={() => !marking && onMark(!read)}>
          {read ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
          {read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        <DeleteButton itemName="this message" onClick={onDelete} />
      </div>
    </article>
  );
}

// One contact message, to read and answer (issue 11). Opening it marks it read; the owner
// replies in their own mail program, and can mark it unread again or delete it.
export function MessageView({ id }: { id: string }) {
  const message = useMessage(id);
  const mark = useMark();
  const toast = useToast();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  const back = { href: `${adminPaths.messages.getHref()}${from}`, label: 'Back to Messages' };
  const deletion = useConfirmAction({
    mutation: useDeleteMessage(),
    failureMessage: MSG_DELETE_FAILED,
    onDone: (m) => {
      toast.show(`The message from ${m.name} has been deleted.`);
      navigate(back.href, { state: { deleted: true } });
    },
  });

  // Opening a message marks it read, when it is first shown: marking it unread here stays so.
  const markedOnOpen = useRef<string | null>(null);
  const opened = message.data;
  useEffect(() => {
    if (!opened || markedOnOpen.current === opened.id) return;
    markedOnOpen.current = opened.id;
    if (opened.readAt === null) mark.run(opened, true, { quiet: true });
  }, [opened, mark]);

  return (
    <div className="space-y-6">
      <BackHeader back={back} title={opened?.subject ?? 'Message'} />
      <RecordState
        query={message}
        loadingLabel="Loading message..."
        notFoundMessage={MSG_MESSAGE_NOT_FOUND}
        loadFailedMessage={MSG_MESSAGE_FAILED}
        back={back}
      >
        {(m) => (
          <MessageDetails
            message={m}
            marking={mark.pendingId === m.id}
            onMark={(read) => mark.run(m, read)}
            onDelete={() => deletion.ask(m)}
          />
        )}
      </RecordState>
      <DeleteMessageDialog dialog={deletion.dialog} message={deletion.pending} />
    </div>
  );
}
