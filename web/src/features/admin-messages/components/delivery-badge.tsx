import { MailCheck, MailWarning } from 'lucide-react';

import type { MessageDelivery } from '../types';
import { DELIVERY } from '../utils/messages';

// Whether the owner was mailed about a message, so nothing is lost without a word: the
// short form in the list, the server's full note (with the reason) where asked.
export function DeliveryBadge({ delivery, note }: { delivery: MessageDelivery; note?: string }) {
  const { label, warn } = DELIVERY[delivery];
  const Icon = warn ? MailWarning : MailCheck;
  return (
    <span className={`inline-flex items-start gap-1.5 font-semibold ${warn ? 'text-red-800' : 'text-teal-800'}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{note ?? label}</span>
    </span>
  );
}

// Read or unread, in words and at a glance.
export function ReadBadge({ read }: { read: boolean }) {
  return read ? (
    <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">Read</span>
  ) : (
    <span className="rounded-full bg-orange-700 px-2.5 py-0.5 text-xs font-bold text-white">Unread</span>
  );
}
