import { CircleCheck, KeyRound, MailWarning, Send, Server } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

import { useEmailSettings } from '../api/get-email-settings';
import { useSaveEmailSettings } from '../api/save-email-settings';
import { useSendTestEmail } from '../api/send-test-email';
import type { DirtyChange, EmailSettingsView, ServerMailServer, TestEmailAnswer } from '../types';
import { DEFAULT_PORTS, SECURITY_OPTIONS, emailSchema, emailToForm, formToEmail, type EmailFormValues } from '../utils/email-form';
import { withUnsavedElsewhere } from '../utils/settings-messages';

import { SettingsCard } from './settings-card';
import { useUnsavedElsewhere } from './unsaved-sections';

import { SectionLoad } from './section-load';
import { SectionStatus } from './section-status';

export const EMAIL_SECTION_ID = 'email-section';
export const MSG_EMAIL_LOAD_FAILED = 'Failed to load the email settings. Please try again.';
export const MSG_EMAIL_SAVE_FAILED = 'Failed to save the email settings. Please try again.';
export const MSG_TEST_FAILED = 'The test email could not be sent. Please try again.';
const AS_SET = 'as set by the server';

const SECURITY_NAMES: Record<ServerMailServer['security'], string> = {
  starttls: 'STARTTLS',
  'starttls-optional': 'STARTTLS when offered',
  tls: 'TLS',
  none: 'None',
};

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

// Whether mail can be sent now, and what waits, at the top of the section.
function EmailStatus({ view }: { view: EmailSettingsView }) {
  if (view.ready) return <SectionStatus ok>The site can send email.</SectionStatus>;
  return (
    <SectionStatus ok={false} icon={<MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />}>
      {view.problem || 'Email is not set up yet: the site cannot send password resets, kit links or newsletter welcomes.'}{' '}
      {view.waiting > 0 ? `${plural(view.waiting, 'mail is', 'mails are')} waiting, and will go out once it is.` : null}
    </SectionStatus>
  );
}

// A setting the server fixes, shown instead of its field.
function FixedByServer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:col-span-2">
      <DetailList details={[{ term: label, value: <>{children} <span className="text-stone-700">({AS_SET})</span></> }]} />
    </div>
  );
}

function ServerDetails({ server }: { server: ServerMailServer }) {
  return (
    <div className="space-y-2 rounded-2xl border-2 border-amber-100 bg-amber-50/50 p-4 sm:col-span-2">
      <p className="flex items-center gap-2 font-bold text-stone-900">
        <Server aria-hidden="true" className="size-4 text-orange-700" />
        The mail server is {AS_SET}.
      </p>
      <DetailList
        details={[
          { term: 'Server', value: `${server.host}:${server.port}` },
          { term: 'Security', value: SECURITY_NAMES[server.security] },
          server.username !== '' && { term: 'User name', value: server.username },
          { term: 'Password', value: server.passwordSet ? 'A password is set by the server.' : 'None' },
        ]}
      />
    </div>
  );
}

// The password: never shown back. A saved one stays unless she chooses to replace it.
function PasswordField({ saved, unreadable, replacing, onReplace }: { saved: boolean; unreadable: boolean; replacing: boolean; onReplace: () => void }) {
  if (saved && !unreadable && !replacing) {
    return (
      <div className="sm:col-span-2">
        <p className="font-bold text-stone-900">Password</p>
        <p className="mt-1 flex flex-wrap items-center gap-3 text-stone-800">
          <span className="inline-flex items-center gap-2">
            <KeyRound aria-hidden="true" className="size-4 text-orange-700" />A password is saved.
          </span>
          <Button variant="secondary" onClick={onReplace}>
            Replace the password
          </Button>
        </p>
      </div>
    );
  }
  return (
    <InputField
      name="password"
      label={saved && !unreadable ? 'New password' : 'Password'}
      type="password"
      autoComplete="new-password"
      hint={
        unreadable
          ? 'The saved password cannot be read by this server. Enter it again.'
          : 'The password of the mail account, or the app password your mail provider gives. It is stored encrypted and never shown again.'
      }
      className="sm:col-span-2"
    />
  );
}

// The result of the last test mail, under the buttons.
function TestResult({ answer }: { answer: TestEmailAnswer }) {
  return answer.sent ? (
    <p role="status" className="flex items-start gap-2 rounded-2xl border-2 border-green-200 bg-green-50 px-4 py-3 text-green-900">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{answer.message}</span>
    </p>
  ) : (
    <p role="alert" className="flex items-start gap-2 rounded-2xl border-2 border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>The test email was not sent. {answer.message}</span>
    </p>
  );
}

type EmailFormProps = { view: EmailSettingsView; onDirty: (dirty: boolean) => void };

function EmailForm({ view, onDirty }: EmailFormProps) {
  const { settings, server, defaults } = view;
  const state = useAppForm(emailSchema, emailToForm(settings));
  const [replacing, setReplacing] = useState(false);
  const save = useSaveEmailSettings();
  const test = useSendTestEmail();
  const toast = useToast();
  const [result, setResult] = useState<TestEmailAnswer | null>(null);
  // Which button sent the form: Save is the default (Enter), the test button asks for a test.
  const intent = useRef<'save' | 'test'>('save');
  const { isDirty } = useFormState({ control: state.form.control });
  const security = useWatch({ control: state.form.control, name: 'security' });
  const busy = save.isPending || test.isPending;
  // The other sections' titles whose changes a save here leaves unsaved.
  const unsavedElsewhere = useUnsavedElsewhere('email');

  useEffect(() => {
    onDirty(isDirty);
  }, [onDirty, isDirty]);

  // 'Replace the password' leads straight to the new password's field.
  useEffect(() => {
    if (replacing) state.form.setFocus('password');
  }, [replacing, state.form]);

  const failed = (error: unknown, fallback: string) =>
    state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, fallback));

  const onValid = (values: EmailFormValues) => {
    const asked = intent.current;
    intent.current = 'save';
    setResult(null);
    if (asked === 'test') {
      test.mutate({ ...formToEmail(values), to: values.testTo.trim() }, {
        onSuccess: setResult,
        onError: (error) => failed(error, MSG_TEST_FAILED),
      });
      return;
    }
    save.mutate(formToEmail(values), {
      onSuccess: ({ message, ...saved }) => {
        state.form.reset({ ...emailToForm(saved.settings), testTo: values.testTo });
        setReplacing(false);
        toast.show(withUnsavedElsewhere(message, unsavedElsewhere()));
      },
      onError: (error) => failed(error, MSG_EMAIL_SAVE_FAILED),
    });
  };

  const sendTest = () => {
    intent.current = 'test';
    state.formRef.current?.requestSubmit();
  };

  const contactHint = defaults.contactTo
    ? `When empty, they go to the contact email in Identity (${defaults.contactTo}).`
    : 'When empty, they go to the contact email in Identity; with none, they are only in Messages.';

  return (
    <Form
      state={state}
      idPrefix="email"
      busy={busy}
      onValid={onValid}
      onInvalid={() => {
        intent.current = 'save';
      }}
      actions={
        <>
          <Button variant="secondary" onClick={sendTest} disabled={busy}>
            <Send aria-hidden="true" className="size-4" />
            {test.isPending ? 'Sending...' : 'Send a test email'}
          </Button>
          <Button type="submit" disabled={busy}>
            {save.isPending ? 'Saving...' : 'Save'} <span className="sr-only">Email</span>
          </Button>
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {server.mailServer ? (
          <ServerDetails server={server.mailServer} />
        ) : (
          <>
            <InputField
              name="host"
              label="Mail server"
              autoComplete="off"
              spellCheck={false}
              placeholder="smtp.example.com"
              hint="The name of your mail provider's outgoing (SMTP) server. Leave it empty to send no email."
              className="sm:col-span-2"
            />
            <SelectField name="security" label="Security" options={[...SECURITY_OPTIONS]} />
            <InputField
              name="port"
              label="Port"
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              placeholder={String(DEFAULT_PORTS[security === '' ? 'starttls' : security])}
              hint="When empty, the usual port for the security chosen."
            />
            <InputField
              name="username"
              label="User name"
              autoComplete="off"
              spellCheck={false}
              hint="Usually your email address. Leave it empty if the server asks for none."
              className="sm:col-span-2"
            />
            <PasswordField
              saved={settings.passwordSaved}
              unreadable={settings.passwordUnreadable}
              replacing={replacing}
              onReplace={() => setReplacing(true)}
            />
          </>
        )}
        {server.fromAddress ? (
          <FixedByServer label="Sender address">{server.fromAddress}</FixedByServer>
        ) : (
          <InputField
            name="fromAddress"
            label="Sender address"
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={defaults.fromAddress}
            hint={`The address mails come from: one your mail provider lets you send from. When empty, ${defaults.fromAddress}. The name shown beside it is “${view.senderName}”, set in Emails below.`}
            className="sm:col-span-2"
          />
        )}
        {server.contactTo ? (
          <FixedByServer label="Contact messages go to">{server.contactTo}</FixedByServer>
        ) : (
          <InputField
            name="contactTo"
            label="Contact messages go to"
            type="email"
            inputMode="email"
            autoComplete="off"
            hint={`Each message from the contact form is mailed here, and is always in Messages too. ${contactHint}`}
            className="sm:col-span-2"
          />
        )}
        <InputField
          name="testTo"
          label="Send the test email to"
          type="email"
          inputMode="email"
          autoComplete="off"
          hint="When empty, the test goes to the address you sign in with. The test uses the settings above, saved or not."
          className="sm:col-span-2"
        />
        {result ? (
          <div className="sm:col-span-2">
            <TestResult answer={result} />
          </div>
        ) : null}
      </div>
    </Form>
  );
}

// Email (issue 27): how the site sends mail. The mail server, the sender's address and where
// contact messages go, saved on its own; settings the server was given are shown read-only.
// A test mail tries the form's settings at once and says what the mail server answered.
// Like the other sections, its heading says when it has unsaved changes, and the screen knows.
export function EmailSection({ onDirtyChange }: { onDirtyChange: DirtyChange }) {
  const email = useEmailSettings();
  const [dirty, setDirty] = useState(false);
  const onDirty = useCallback(
    (isDirty: boolean) => {
      setDirty(isDirty);
      onDirtyChange('email', isDirty, 'Email');
    },
    [onDirtyChange],
  );


  return (
    <SettingsCard
      id={EMAIL_SECTION_ID}
      title="Email"
      dirty={dirty}
      className="scroll-mt-24"
      intro="The mail server the site sends through (password resets, kit links, newsletter welcomes and notices of contact messages), the address it sends from, and where contact messages go."
    >
      <SectionLoad query={email} loading="Loading the email settings..." failed={MSG_EMAIL_LOAD_FAILED}>
        {(view) => (
          <>
            <EmailStatus view={view} />
            <EmailForm view={view} onDirty={onDirty} />
          </>
        )}
      </SectionLoad>
    </SettingsCard>
  );
}
