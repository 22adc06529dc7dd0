import { Mail, MailOpen } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { LanguageBadge } from '@/components/ui/list/reader-language';
import { DeleteButton } from '@/components/ui/list/row-actions';
import { adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';

import type { InboxMessage } from '../types';

import { DeliveryBadge, ReadBadge } from './delivery-badge';

type MessageItemProps = {
  message: InboxMessage;
  // The inbox's address now (?subject=…&page=…), for the way back from the message.
  from: string;
  busy: boolean;
  onMark: (message: InboxMessage, read: boolean) => void;
  onDelete: (message: InboxMessage) => void;
};

// One message in the inbox: who sent it and when, its subject and first lines, whether it is
// read and whether the owner was mailed; opened by its sender's name.
export function MessageItem({ message: m, from, busy, onMark, onDelete }: MessageItemProps) {
  const read = m.readAt !== null;
  return (
    <li
      className={`flex flex-col gap-2 rounded-3xl border-2 bg-white p-4 shadow-sm sm:p-5 ${read ? 'border-amber-200' : 'border-orange-400'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className={`break-words text-lg text-stone-900 ${read ? 'font-semibold' : 'font-extrabold'}`}>
            <Link
              to={adminPaths.message.getHref(m.id)}
              state={{ from }}
              className="underline decoration-orange-300 underline-offset-4 hover:decoration-orange-700"
            >
              {`${m.name} `}
              <span className="sr-only">about {m.subject}</span>
            </Link>
          </h2>
          <p className="text-sm text-stone-700">
            <EmailAddress email={m.email} />
          </p>
        </div>
        <div className="flex items-center gap-2">
          <LanguageBadge lang={m.lang} />
          <ReadBadge read={read} />
        </div>
      </div>
      <p className="break-words font-bold text-stone-900">{m.subject}</p>
      <p className="line-clamp-2 break-words text-stone-800">{m.message}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
        <DeliveryBadge delivery={m.delivery} />
      </div>
      <div className="flex flex-wrap gap-2 border-t border-amber-100 pt-3">
        <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && onMark(m, !read)}>
          {read ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
          {read ? 'Mark as unread ' : 'Mark as read '}
          <span className="sr-only">message from {m.name}</span>
        </Button>
        <DeleteButton itemName={`message from ${m.name}`} onClick={() => onDelete(m)} />
      </div>
    </li>
  );
}
