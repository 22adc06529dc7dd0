import { UserMinus, UserX } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { ConsentRecord } from '@/components/ui/consent-record';
import { DetailList } from '@/components/ui/detail-list';
import { EmailAddress } from '@/components/ui/email-address';
import { LanguageBadge } from '@/components/ui/list/reader-language';
import { formatDateTime } from '@/lib/format-date';

import type { AdminSubscriber } from '../types';
import { sourceText, syncText } from '../utils/subscribers';

function StatusBadge({ status }: { status: AdminSubscriber['status'] }) {
  if (status === 'pending') {
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">
        Waiting for confirmation
      </span>
    );
  }
  if (status === 'bounced') {
    return <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-900">Bounced</span>;
  }
  return status === 'subscribed' ? (
    <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-bold text-teal-900">Subscribed</span>
  ) : (
    <span className="rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-bold text-stone-800">Unsubscribed</span>
  );
}

type SubscriberItemProps = {
  subscriber: AdminSubscriber;
  onUnsubscribe: (s: AdminSubscriber) => void;
  onForget: (s: AdminSubscriber) => void;
};

// One address on the list: who, where and when they joined, their consent record, whether
// they are still subscribed, and where their email-list sync stands.
export function SubscriberItem({ subscriber: s, onUnsubscribe, onForget }: SubscriberItemProps) {
  const subscribed = s.status === 'subscribed';
  const pending = s.status === 'pending';
  const sync = syncText(s);
  return (
    <li className="flex flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-lg font-extrabold text-stone-900">
            <EmailAddress email={s.email} />
          </h2>
          {s.name ? <p className="break-words text-stone-700">{s.name}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <LanguageBadge lang={s.lang} />
          <StatusBadge status={s.status} />
        </div>
      </div>
      <DetailList
        className="text-sm"
        details={[
          { term: 'Signed up', value: <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time> },
          { term: 'Through', value: sourceText(s) },
          s.kits.length > 0 && { term: 'Kits', value: s.kits.join(', ') },
          pending && {
            term: 'Confirmation',
            value: 'Asked to confirm from a link in their email. Until they do, they get no newsletters; unconfirmed addresses are removed after a week.',
          },
          Boolean(s.confirmedAt) && { term: 'Confirmed', value: formatDateTime(s.confirmedAt) },
          s.status === 'unsubscribed' && { term: 'Unsubscribed', value: formatDateTime(s.unsubscribedAt) || 'Yes' },
          s.status === 'bounced' && {
            term: 'Bounced',
            value: 'A mail server refused this address for good (it may no longer exist), so it gets no more newsletters.',
          },
          {
            term: 'Email list sync',
            value: <span className={sync.warn ? 'font-semibold text-red-800' : ''}>{sync.text}</span>,
          },
        ]}
      />
      <ConsentRecord
        email={s.email}
        at={s.consentAt}
        page={s.consentPage}
        text={s.consentText}
        imported={s.source === 'imported'}
      />
      <div className="flex flex-wrap gap-2 border-t border-amber-100 pt-3">
        {subscribed ? (
          <Button variant="secondary" onClick={() => onUnsubscribe(s)}>
            <UserMinus aria-hidden="true" className="size-4" />
            Unsubscribe <span className="sr-only">{s.email}</span>
          </Button>
        ) : null}
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => onForget(s)}>
          <UserX aria-hidden="true" className="size-4" />
          Delete this person <span className="sr-only">{s.email}</span>
        </Button>
      </div>
    </li>
  );
}
