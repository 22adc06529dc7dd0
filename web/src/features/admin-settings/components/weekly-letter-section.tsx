import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { Form } from '@/components/ui/form/form';
import { SelectField } from '@/components/ui/form/select-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useSaveWeeklyLetter } from '../api/save-weekly-letter';
import { useSendWeeklyLetter } from '../api/send-weekly-letter';
import { useWeeklyLetter } from '../api/get-weekly-letter';
import type { DirtyChange, WeeklyLetterView } from '../types';
import { withUnsavedElsewhere } from '../utils/settings-messages';
import {
  LANG_OPTIONS,
  formToWeeklyLetter,
  timeZoneOptions,
  weeklyLetterSchema,
  weeklyLetterToForm,
  type WeeklyLetterFormValues,
} from '../utils/weekly-letter-form';

import { SectionLoad } from './section-load';
import { SectionStatus } from './section-status';
import { SettingsCard } from './settings-card';
import { useUnsavedElsewhere } from './unsaved-sections';
import { useSectionDirty } from './use-section-dirty';

export const WEEKLY_LETTER_SECTION_ID = 'weekly-letter';
export const WEEKLY_LETTER_TITLE = 'Weekly letter';
export const MSG_LETTER_LOAD_FAILED = 'Failed to load the weekly letter settings. Please try again.';
export const MSG_LETTER_SAVE_FAILED = 'Failed to save the weekly letter settings. Please try again.';
export const MSG_LETTER_SEND_FAILED = 'The letter could not be queued. Please try again.';
export const SEND_NOW = "Send me last week's letter now";

const zoneInWords = (zone: string) => zone.replaceAll('_', ' ');

// Whether the letter goes, and whether it can: without mail it waits, and says so first.
function LetterStatus({ view }: { view: WeeklyLetterView }) {
  if (!view.mailReady) {
    return (
      <SectionStatus ok={false}>
        The weekly letter waits for email to be set up: set a mail server in the Email section first. Until then
        nothing is sent.
      </SectionStatus>
    );
  }
  if (!view.settings.enabled) {
    return <SectionStatus ok={false}>The weekly letter is off. Turn it on below to get last week’s figures every Monday.</SectionStatus>;
  }
  return (
    <SectionStatus ok>
      The weekly letter is on: it comes every Monday at about {view.hour}:00, {zoneInWords(view.settings.timeZone)} time.
    </SectionStatus>
  );
}

function WeeklyLetterForm({ view, onDirtyChange }: { view: WeeklyLetterView; onDirtyChange: DirtyChange }) {
  const state = useAppForm(weeklyLetterSchema, weeklyLetterToForm(view.settings));
  const save = useSaveWeeklyLetter();
  const toast = useToast();
  const unsavedElsewhere = useUnsavedElsewhere('weekly-letter');
  const { isDirty } = useFormState({ control: state.form.control });

  useEffect(() => {
    onDirtyChange('weekly-letter', isDirty, WEEKLY_LETTER_TITLE);
  }, [onDirtyChange, isDirty]);

  const onValid = (values: WeeklyLetterFormValues) => {
    const others = unsavedElsewhere();
    save.mutate(formToWeeklyLetter(values), {
      onSuccess: ({ message, ...saved }) => {
        state.form.reset(weeklyLetterToForm(saved.settings));
        toast.show(withUnsavedElsewhere(message, others));
      },
      onError: (error) =>
        state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, MSG_LETTER_SAVE_FAILED)),
    });
  };

  return (
    <Form
      state={state}
      idPrefix="weekly-letter"
      busy={save.isPending}
      onValid={onValid}
      actions={
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'} <span className="sr-only">{WEEKLY_LETTER_TITLE}</span>
        </Button>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <CheckboxField name="enabled" label="Send me a letter every Monday" />
        </div>
        <SelectField
          name="timeZone"
          label="Your time zone"
          options={timeZoneOptions(view.settings.timeZone)}
          hint="Your week runs Monday to Sunday in this time zone."
        />
        <SelectField name="lang" label="Language of the letter" options={LANG_OPTIONS} />
      </div>
    </Form>
  );
}

// Queues last week's letter at once; says it was queued only when the server did.
function SendNow() {
  const send = useSendWeeklyLetter();
  const toast = useToast();
  const [problem, setProblem] = useState('');
  const onClick = () => {
    setProblem('');
    send.mutate(undefined, {
      onSuccess: ({ message }) => toast.show(message),
      onError: (error) => setProblem(userMessage(error, MSG_LETTER_SEND_FAILED)),
    });
  };
  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" onClick={onClick} disabled={send.isPending}>
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? 'Queueing...' : SEND_NOW}
      </Button>
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

// Weekly letter (issue 31): a Monday mail to the owner with last week's visits and their change,
// top sources, the books most clicked through to a store, new subscribers, kit sign-ups and
// messages waiting. Saved on its own; the button sends last week's at once.
export function WeeklyLetterSection({ onDirtyChange }: { onDirtyChange: DirtyChange }) {
  const letter = useWeeklyLetter();
  const { dirty, onDirty } = useSectionDirty(onDirtyChange);

  return (
    <SettingsCard
      id={WEEKLY_LETTER_SECTION_ID}
      title={WEEKLY_LETTER_TITLE}
      dirty={dirty}
      className="scroll-mt-24"
      intro="A short email every Monday with last week’s visits and how they changed, where visitors came from, the books most clicked through to a store, new subscribers, kit sign-ups and messages waiting."
    >
      <SectionLoad query={letter} loading="Loading the weekly letter settings..." failed={MSG_LETTER_LOAD_FAILED}>
        {(view) => (
          <>
            <LetterStatus view={view} />
            <DetailList
              details={[
                { term: 'Who receives it', value: view.recipients.join(', ') || 'Nobody yet' },
                { term: 'When', value: `Mondays at about ${view.hour}:00, your time zone (${zoneInWords(view.settings.timeZone)})` },
                { term: 'Email', value: view.mailReady ? 'Set up: the letter can be sent.' : 'Not set up yet: the letter waits for it.' },
              ]}
            />
            <WeeklyLetterForm view={view} onDirtyChange={onDirty} />
            <SendNow />
          </>
        )}
      </SectionLoad>
    </SettingsCard>
  );
}
