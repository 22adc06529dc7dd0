import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { DetailList } from '@/components/ui/detail-list';
import { useToast } from '@/components/ui/toast';
import { adminQueryKeys } from '@/config/admin-paths';
import { useConfirmAction } from '@/hooks/use-confirm-action';
import { useRole } from '@/lib/auth/use-me';
import { userMessage } from '@/lib/user-message';

import { useIssueProgress } from '../api/get-issues';
import { useResendIssue } from '../api/issue-actions';
import type { Issue, IssueProgress, IssueReport } from '../types';
import { subscribersText } from '../utils/status';

const MSG_RESEND_FAILED = 'They could not be sent again. Please try again.';

// While an issue goes out: how many were sent, are waiting and failed (with why), asked for
// every few seconds. Once it is sent: the report, with the unsubscribes it brought. Copies that
// may not have arrived are counted apart from the sent ones and named, and can be sent again.
export function ProgressPanel({ issue }: { issue: Issue }) {
  const sending = issue.status === 'sending';
  const progress = useIssueProgress(issue.id, sending ? 'progress' : 'report', sending);
  const toast = useToast();
  // Sending again is the owners'.
  const editor = useRole() === 'editor';
  const { ask, dialog, headingRef } = useConfirmAction({
    mutation: useResendIssue(),
    failureMessage: MSG_RESEND_FAILED,
    onDone: (_id, r) => toast.show(r.message),
    onFailed: (_id, error) => toast.show(userMessage(error, MSG_RESEND_FAILED), { tone: 'error' }),
  });
  // Once the sending is done, the issue itself is read again: its state at the top of the
  // screen ('Sent …', not 'Sending: 0 of 1') and the report take over. A placeholder (the answer
  // from before the issue moved on) says nothing about where it stands now.
  const queryClient = useQueryClient();
  const moved = progress.data !== undefined && !progress.isPlaceholderData && progress.data.status !== issue.status;
  useEffect(() => {
    if (moved) void queryClient.invalidateQueries({ queryKey: adminQueryKeys.issue(issue.id), exact: true });
  }, [moved, queryClient, issue.id]);
  if (progress.isPending) return <Spinner label="Loading the sending report..." />;
  if (progress.isError) return <p role="alert" className="font-semibold text-red-800">The sending report could not be loaded. It will be tried again.</p>;
  const p = progress.data;
  // What was read before the issue moved on, shown until the next answer: its heading follows
  // the issue, and it names nothing to send again.
  const before = progress.isPlaceholderData;
  const report = 'delivered' in p ? (p as IssueReport) : null;
  const done = before ? !sending : p.status === 'sent';
  const unknown = before ? 0 : p.counts.unknown;
  return (
    <section aria-labelledby="issue-progress-heading" aria-busy={before} className="space-y-3 rounded-3xl border-2 border-amber-200 bg-white p-4 sm:p-5">
      <h2 ref={headingRef} tabIndex={-1} id="issue-progress-heading" className="font-display text-xl font-bold text-stone-900">
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
          unknown > 0 && { term: 'May not have arrived', value: String(unknown) },
          !done && { term: 'Waiting', value: String(p.counts.waiting) },
          { term: 'Failed', value: String(p.counts.failed) },
          { term: 'Left out (unsubscribed or bounced before their turn)', value: String(p.counts.skipped) },
          report !== null && { term: 'Unsubscribed after this issue', value: String(report.unsubscribes) },
        ]}
      />
      {unknown > 0 ? <MayNotHaveArrived progress={p} busy={dialog.busy} onSendAgain={editor ? undefined : () => ask(issue.id)} /> : null}
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
      {unknown > 0 || dialog.open ? (
        <ConfirmDialog {...dialog} title={`Send again to ${subscribersText(unknown)}?`} confirmLabel="Send again" busyLabel="Sending again...">
          <p>
            {`"${issue.subject || 'This issue'}" will go again to the ${subscribersText(unknown)} whose copy may not have arrived. ` +
              'Anyone who did get it will get it a second time.'}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

// The copies the mail server was given but never confirmed: what that means, who they are for,
// and the choice to send them again (an owner's: without onSendAgain, who can).
function MayNotHaveArrived({ progress, busy, onSendAgain }: { progress: IssueProgress; busy: boolean; onSendAgain?: () => void }) {
  const id = useId();
  const n = progress.counts.unknown;
  const listed = progress.unknownEmails;
  return (
    <div className="space-y-2 rounded-2xl border-2 border-amber-300 bg-amber-50 p-3 sm:p-4">
      <h3 id={`${id}-heading`} className="font-bold text-stone-900">
        May not have arrived
      </h3>
      <p className="text-stone-800">
        {n === 1
          ? 'This copy was handed to your mail server, but the server never confirmed that it got it.'
          : `These ${n} copies were handed to your mail server, but the server never confirmed that it got them.`}{' '}
        This happens when the connection drops at the last moment, or the site restarts while sending. Each one may have
        arrived or may not: there is no way to tell from here, so they are not counted as sent.
      </p>
      <ul aria-labelledby={`${id}-heading`} className="space-y-1 text-sm text-stone-800">
        {listed.map((email) => (
          <li key={email} className="break-words font-semibold">
            {email}
          </li>
        ))}
      </ul>
      {listed.length < n ? <p className="text-sm text-stone-700">{`The first ${listed.length} of ${n} are listed.`}</p> : null}
      {onSendAgain ? (
        <>
          <p className="text-sm text-stone-700">
            You can send them again. Anyone who did get it will then get it a second time.
          </p>
          <Button variant="secondary" onClick={onSendAgain} disabled={busy}>
            {`Send again to ${subscribersText(n)}`}
          </Button>
        </>
      ) : (
        <p className="text-sm text-stone-700">An owner of the site can send them again.</p>
      )}
    </div>
  );
}
