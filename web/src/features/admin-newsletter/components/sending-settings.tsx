import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useRole } from '@/lib/auth/use-me';
import { userMessage } from '@/lib/user-message';

import { useNewsletterSettings } from '../api/get-issues';
import { useSaveNewsletterSettings } from '../api/issue-actions';
import type { NewsletterSettings } from '../types';
import {
  MAX_PER_MINUTE,
  SEND_FROM_OPTIONS,
  formToSending,
  sendingSchema,
  sendingToForm,
  type SendingFormValues,
} from '../utils/sending-form';

const MSG_SAVE_FAILED = 'The sending settings could not be saved. Please try again.';

function SendingForm({ settings }: { settings: NewsletterSettings }) {
  const state = useAppForm(sendingSchema, sendingToForm(settings));
  const save = useSaveNewsletterSettings();
  const toast = useToast();

  const onValid = (values: SendingFormValues) => {
    save.mutate(formToSending(values), {
      onSuccess: ({ message, ...stored }) => {
        state.form.reset(sendingToForm(stored));
        toast.show(message);
      },
      onError: (error) => state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_SAVE_FAILED)),
    });
  };

  return (
    <Form
      state={state}
      idPrefix="sending"
      busy={save.isPending}
      onValid={onValid}
      guardUnsaved
      actions={
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save sending settings'}
        </Button>
      }
    >
      <div className="grid gap-5">
        {settings.mailerLite ? (
          <RadioGroupField
            name="sendFrom"
            label="Where newsletters are sent from"
            hint="MailerLite is set up for this site. Choose one, so nobody gets an issue twice."
            options={[...SEND_FROM_OPTIONS]}
          />
        ) : null}
        <InputField
          name="perMinute"
          label="Emails sent per minute"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PER_MINUTE}
          className="max-w-xs"
          hint="Mail providers refuse mail that comes too fast. If yours names a limit, use it here."
        />
      </div>
    </Form>
  );
}

// How the newsletter goes out: the pace, and, where MailerLite is set up, whether this site or
// MailerLite sends it. The owners' alone: an editor does not see it.
export function SendingSettings() {
  const settings = useNewsletterSettings();
  const role = useRole();
  if (!settings.isSuccess || role !== 'owner') return null;
  return (
    <section aria-labelledby="sending-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-4 sm:p-5">
      <h2 id="sending-heading" className="mb-3 font-display text-xl font-bold text-stone-900">
        Sending
      </h2>
      <SendingForm settings={settings.data} />
    </section>
  );
}
