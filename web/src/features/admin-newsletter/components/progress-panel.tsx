import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { Spinner } from '@/components/ui/spinner';
import { DetailList } from '@/components/ui/detail-list';
import { adminQueryKeys } from '@/config/admin-paths';

import { useIssueProgress } from '../api/get-issues';
import type { Issue, IssueReport } from '../types';
import { subscribersText } from '../utils/status';

// While an issue goes out: how many were sent, are waiting and failed (with why), asked for
// every few seconds. Once it is sent: the report, with the unsubscribes it brought.
export function ProgressPanel({ issue }: { issue: Issue }) {
  const sending = issue.status === 'sending';
  const progress = useIssueProgress(issue.id, sending ? 'progress' : 'report', sending);
  // Once the sending is done, the issue itself is read again: its state at the top of the
  // screen ('Sent …', not 'Sending: 0 of 1') and the report take over.
  const queryClient = useQueryClient();
  const moved = progress.data !== undefined && progress.data.status !== issue.status;
  useEffect(() => {
    if (moved) void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issue(issue.id), exact: true });
  }, [moved, queryClient, issue.id]);
  if (progress.isPending) return <Spinner label="Loading the sending report..." />;
  if (progress.isError) return <p role="alert" className="font-semibold text-red-800">The sending report could not be loaded. It will be tried again.</p>;
  const p = progress.data;
  const report = 'delivered' in p ? (p as IssueReport) : null;
  const done = p.status === 'sent';
  return (
    <section aria-labelledby="issue-progress-heading" className="space-y-3 rounded-3xl border-2 border-amber-200 bg-white p-4 sm:p-5">
      <h2 id="issue-progress-heading" className="font-display text-xl font-bold text-stone-900">
        {done ? 'Report' : 'Sending'}
      </h2>
      {!done ? (
        <p role="status" className="text-stone-800">
          {`${p.counts.sent} of ${subscribersText(p.counts.recipients)} have it so far.`}
        </p>
      ) : null}
      <DetailList
        details={[
          { term: done ? 'Delivered' : 'Sent', value: String(report ? report.delivered : p.counts.sent) },
          ...(done ? [] : [{ term: 'Waiting', value: String(p.counts.waiting) }]),
          { term: 'Failed', value: String(p.counts.failed) },
          { term: 'Left out (unsubscribed or bounced before their turn)', value: String(p.counts.skipped) },
          ...(report ? [{ term: 'Unsubscribed after this issue', value: String(report.unsubscribes) }] : []),
        ]}
      />
      {p.failures.length > 0 ? (
        <div>
          <h3 className="font-bold text-stone-900">Why some failed</h3>
          <ul className="mt-1 space-y-1 text-sm text-stone-800">
            {p.failures.map((f) => (
              <li key={f.email} className="break-words">
                <span className="font-semibold">{f.email}</span>: {f.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
