import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { userMessage } from '@/lib/user-message';

import { useAudienceCount, useKitChoices, useNewsletterSettings } from '../api/get-issues';
import { useSendIssue, useTestIssue } from '../api/issue-actions';
import type { Audience, Issue } from '../types';
import { AUDIENCE_OPTIONS, paceText, subscribersText } from '../utils/status';

type SendPanelProps = {
  issue: Issue;
  // The subject as it is now typed.
  subject: string;
  audience: Audience;
  audienceKit: string;
  onAudience: (audience: Audience, kit: string) => void;
  // Saves what is typed first: a test or a sending must be of what the owner sees.
  flush: () => Promise<boolean>;
};

const inputClasses = 'rounded-xl border-2 border-stone-300 bg-white px-3 py-2 text-stone-900';

// Who gets the issue and when: the audience with its count, a test to the owner's own
// address, and sending now or at a time, after a question that names the count.
export function SendPanel({ issue, subject, audience, audienceKit, onAudience, flush }: SendPanelProps) {
  const id = useId();
  const toast = useToast();
  const kits = useKitChoices().data ?? [];
  const count = useAudienceCount(audience, audienceKit);
  const pace = useNewsletterSettings().data?.perMinute;
  const test = useTestIssue(issue.id);
  const send = useSendIssue(issue.id);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const n = count.data?.count;

  const sendTest = async () => {
    if (!(await flush())) {
      toast.show('The issue is not saved yet, so no test was sent. Please try again in a moment.', { tone: 'error' });
      return;
    }
    test.mutate(undefined, {
      onSuccess: (r) => toast.show(r.message, { tone: r.sent ? 'success' : 'error' }),
      onError: (error) => toast.show(userMessage(error, 'The test could not be sent. Please try again.'), { tone: 'error' }),
    });
  };

  const ask = () => {
    send.reset();
    setConfirming(true);
  };
  const confirm = async () => {
    if (!(await flush())) return;
    const sendAt = when === 'later' && at ? new Date(at).toISOString() : null;
    send.mutate(sendAt, {
      onSuccess: (r) => {
        setConfirming(false);
        toast.show(r.message);
      },
    });
  };

  const laterMissing = when === 'later' && !at;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-3xl border-2 border-amber-200 bg-white p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="font-display text-xl font-bold text-stone-900">
        Send
      </h2>
      <div>
        <Button variant="secondary" onClick={() => void sendTest()} disabled={test.isPending}>
          {test.isPending ? 'Sending the test...' : 'Send a test to me'}
        </Button>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-bold text-stone-900">Who gets it</legend>
        {AUDIENCE_OPTIONS.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-stone-900">
            <input
              type="radio"
              name={`${id}-audience`}
              value={o.value}
              checked={audience === o.value}
              onChange={() => onAudience(o.value, o.value === 'kit' ? audienceKit || kits[0]?.id || '' : '')}
            />
            {o.label}
          </label>
        ))}
        {audience === 'kit' ? (
          <div className="pl-6">
            <label htmlFor={`${id}-kit`} className="block text-sm font-bold text-stone-900">
              Kit
            </label>
            <select id={`${id}-kit`} className={inputClasses} value={audienceKit} onChange={(e) => onAudience('kit', e.target.value)}>
              <option value="">Choose a kit</option>
              {kits.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.title || k.bookTitle}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </fieldset>
      <p role="status" className="font-semibold text-stone-900">
        {n === undefined ? 'Counting subscribers...' : `Will go to ${subscribersText(n)}.`}
      </p>
      <p className="text-sm text-stone-700">Only confirmed subscribers get it: never anyone who unsubscribed or whose address bounced.</p>
      <fieldset className="space-y-2">
        <legend className="font-bold text-stone-900">When</legend>
        <label className="flex items-center gap-2 text-stone-900">
          <input type="radio" name={`${id}-when`} checked={when === 'now'} onChange={() => setWhen('now')} />
          Now
        </label>
        <label className="flex items-center gap-2 text-stone-900">
          <input type="radio" name={`${id}-when`} checked={when === 'later'} onChange={() => setWhen('later')} />
          At a time I choose
        </label>
        {when === 'later' ? (
          <div className="pl-6">
            <label htmlFor={`${id}-at`} className="block text-sm font-bold text-stone-900">
              Date and time
            </label>
            <input id={`${id}-at`} type="datetime-local" className={inputClasses} value={at} onChange={(e) => setAt(e.target.value)} />
          </div>
        ) : null}
      </fieldset>
      {pace ? <p className="text-sm text-stone-700">{paceText(pace, n)}</p> : null}
      <Button onClick={ask} disabled={!n || laterMissing}>
        {when === 'now' ? 'Send now' : 'Schedule'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={when === 'now' ? 'Send this issue now?' : 'Schedule this issue?'}
        confirmLabel={when === 'now' ? `Send to ${subscribersText(n ?? 0)}` : 'Schedule'}
        busyLabel={when === 'now' ? 'Sending...' : 'Scheduling...'}
        busy={send.isPending}
        error={send.isError ? userMessage(send.error, 'It could not be sent. Please try again.') : undefined}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {when === 'now'
            ? `"${subject || 'This issue'}" will go to ${subscribersText(n ?? 0)}. This cannot be undone once it starts.`
            : `"${subject || 'This issue'}" will go to ${subscribersText(n ?? 0)} on ${at ? new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : ''}. You can cancel it until then.`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
