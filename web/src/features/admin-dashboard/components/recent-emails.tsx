import { Mail } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';

import { useOutbox, type OutboxStatus } from '../api/get-outbox';
import { timeAgo } from '../utils/time-ago';

// What each outbox status means to the owner.
const STATUS: Record<OutboxStatus, { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-teal-100 text-teal-900' },
  pending: { label: 'Waiting to send', className: 'bg-amber-100 text-amber-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
  logged: { label: 'Not sent: no mail server set up', className: 'bg-stone-200 text-stone-900' },
};

const EMAILS_SHOWN = 5;

// The latest emails the site sent (contact messages, welcomes, reset links)
// and whether they went out, so the owner sees what happened.
export function RecentEmails() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="recent-emails-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm">
      <h2 id="recent-emails-heading" className="font-display flex items-center gap-2 text-xl font-bold text-stone-900">
        <Mail aria-hidden="true" className="size-5 text-orange-700" />
        Recent Emails
      </h2>
      {outbox.isPending ? (
        <Spinner label="Loading emails..." />
      ) : outbox.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          Failed to load emails.
        </p>
      ) : (
        <>
          {outbox.data.mail.length === 0 ? (
            <p className="mt-4 text-stone-700">No emails yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-amber-100">
              {outbox.data.mail.slice(0, EMAILS_SHOWN).map((m) => (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-stone-900">{m.subject}</p>
                    <p className="text-sm text-stone-700">
                      To {m.to} · {timeAgo(m.createdAt)}
                      {m.status === 'pending' && m.lastError ? ` · will retry (${m.attempts} tried)` : ''}
                    </p>
                  </div>
                  <span className={`rounded-full px-3 py-1 text-xs font-bold ${STATUS[m.status].className}`}>
                    {STATUS[m.status].label}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {outbox.data.failedSync.length > 0 ? (
            <p role="status" className="mt-4 rounded-2xl bg-red-50 p-3 text-sm font-semibold text-red-900">
              {outbox.data.failedSync.length} email-list update{outbox.data.failedSync.length === 1 ? '' : 's'} failed. Latest
              reason: {outbox.data.failedSync[0]?.lastError}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
