import { useEffect, useId, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/input-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { SelectField } from '@/components/ui/form/select-field';
import { useToast } from '@/components/ui/toast';
import { userMessage } from '@/lib/user-message';

import { useAudienceCount, useKitChoices, useNewsletterSettings } from '../api/get-issues';
import { useTestIssue } from '../api/issue-actions';
import type { IssueFormValues } from '../utils/issue-form';
import { AUDIENCE_OPTIONS, paceText, subscribersText } from '../utils/status';

const WHEN_OPTIONS = [
  { value: 'now', label: 'Now' },
  { value: 'later', label: 'At a time I choose' },
];

type SendPanelProps = {
  issueId: string;
  // Saves what is typed first: a test must be of what the owner sees.
  flush: () => Promise<boolean>;
  // The issue form's send button ('Send now' or 'Schedule') and its message.
  children: ReactNode;
};

// Who gets the issue and when, as fields of the issue's form: the audience with its count, a
// test to the owner's own address, and the time. Sending asks first, naming the count.
export function SendPanel({ issueId, flush, children }: SendPanelProps) {
  const id = useId();
  const toast = useToast();
  const { setValue } = useFormContext<IssueFormValues>();
  const [audience, audienceKit] = useWatch<IssueFormValues, ['audience', 'audienceKit']>({ name: ['audience', 'audienceKit'] });
  const when = useWatch<IssueFormValues, 'when'>({ name: 'when' });
  const kits = useKitChoices().data ?? [];
  const n = useAudienceCount(audience, audience === 'kit' ? audienceKit : '').data?.count;
  const pace = useNewsletterSettings().data?.perMinute;
  const test = useTestIssue(issueId);

  // A kit's sign-ups start with the first kit chosen, so the count means something at once.
  const firstKit = kits[0]?.id;
  useEffect(() => {
    if (audience === 'kit' && !audienceKit && firstKit) setValue('audienceKit', firstKit, { shouldDirty: true });
  }, [audience, audienceKit, firstKit, setValue]);

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
      <RadioGroupField name="audience" label="Who gets it" options={AUDIENCE_OPTIONS} />
      {audience === 'kit' ? (
        <SelectField
          name="audienceKit"
          label="Kit"
          options={kits.map((k) => ({ value: k.id, label: k.title || k.bookTitle }))}
        />
      ) : null}
      <p role="status" className="font-semibold text-stone-900">
        {n === undefined ? 'Counting subscribers...' : `Will go to ${subscribersText(n)}.`}
      </p>
      <p className="text-sm text-stone-700">Only confirmed subscribers get it: never anyone who unsubscribed or whose address bounced.</p>
      <RadioGroupField name="when" label="When" options={WHEN_OPTIONS} />
      {when === 'later' ? <InputField name="sendAt" label="Date and time" type="datetime-local" className="max-w-xs" /> : null}
      {pace ? <p className="text-sm text-stone-700">{paceText(pace, n)}</p> : null}
      {children}
    </section>
  );
}
