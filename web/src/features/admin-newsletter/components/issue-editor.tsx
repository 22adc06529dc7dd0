import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useController, useWatch } from 'react-hook-form';

import { BackHeader } from '@/components/ui/back-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useFieldId } from '@/components/ui/form/form-setup';
import { InputField } from '@/components/ui/form/input-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { RecordState } from '@/components/ui/record-state';
import { useToast } from '@/components/ui/toast';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { adminPaths } from '@/config/admin-paths';
import { ApiError } from '@/lib/api-client';
import { useRole } from '@/lib/auth/use-me';
import { userMessage } from '@/lib/user-message';

import { useAudienceCount, useIssue } from '../api/get-issues';
import { saveIssue, useCancelIssue, useIssueArchive, useSendIssue } from '../api/issue-actions';
import type { Issue, IssueInput, IssueLang } from '../types';
import {
  formToIssue,
  issueSchema,
  issueToForm,
  MAX_SUBJECT,
  SAVED_FIELDS,
  sendAtOf,
  VERSION_FIELDS,
  versionWithMessage,
  type IssueFormValues,
} from '../utils/issue-form';
import { htmlToPlainText } from '../utils/plain-text';
import { issueStatusText, subscribersText } from '../utils/status';
import { IssuePreview } from './issue-preview';
import { ProgressPanel } from './progress-panel';
import { RichTextEditor } from './rich-text-editor';
import { SendPanel } from './send-panel';
import { useAutosave, type SaveStatus } from './use-autosave';
import { VersionTabs } from './version-tabs';

function SaveState({ status }: { status: SaveStatus }) {
  const text =
    status.state === 'failed'
      ? `Not saved: ${status.message}`
      : { saved: 'Saved', saving: 'Saving…', retrying: 'Not saved — retrying' }[status.state];
  const tone = status.state === 'saved' ? 'text-green-800' : status.state === 'saving' ? 'text-stone-700' : 'text-red-800';
  return (
    <p role="status" className={`text-sm font-bold ${tone}`}>
      {text}
    </p>
  );
}

const editable = (issue: Issue) => issue.status === 'draft' || issue.status === 'cancelled';

function ArchiveToggle({ issue }: { issue: Issue }) {
  const archive = useIssueArchive(issue.id);
  const toast = useToast();
  const [on, setOn] = useState(issue.inArchive);
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-stone-900">
      <input
        id={id}
        aria-describedby={`${id}-hint`}
        type="checkbox"
        className="mt-1"
        checked={on}
        disabled={archive.isPending}
        onChange={(e) => {
          const next = e.target.checked;
          setOn(next);
          archive.mutate(next, {
            onError: (error) => {
              setOn(!next);
              toast.show(userMessage(error, 'The archive setting could not be saved. Please try again.'), { tone: 'error' });
            },
          });
        }}
      />
      <div>
        <label htmlFor={id} className="font-bold">
          Show in the newsletter archive
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          Anyone can then read it on the site&apos;s newsletter page, without any reader&apos;s address or links.
        </p>
      </div>
    </div>
  );
}

// A body as a field of the issue's form: the TipTap editor, its label and its message.
function BodyField({ name, label, lang, editable, initialHtml }: {
  name: 'bodyHtml' | 'bodyHtmlEs';
  label: string;
  lang: IssueLang;
  editable: boolean;
  initialHtml: string;
}) {
  const { field, fieldState } = useController<IssueFormValues, typeof name>({ name });
  const id = useFieldId(name);
  const error = fieldState.error?.message;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1 font-bold text-stone-900">
        {label}
      </p>
      <RichTextEditor
        id={id}
        labelId={`${id}-label`}
        describedBy={error ? `${id}-error` : undefined}
        invalid={Boolean(error)}
        initialHtml={initialHtml}
        editable={editable}
        lang={lang}
        onChange={field.onChange}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

// One version's subject, preview text and body. The Spanish labels say so, so that each label
// names one field.
function VersionFields({ lang, issue, canEdit }: { lang: IssueLang; issue: Issue; canEdit: boolean }) {
  const names = VERSION_FIELDS[lang];
  const inLang = (label: string) => (lang === 'es' ? `${label} (Spanish)` : label);
  const spanish = lang === 'es' ? { lang: 'es' } : {};
  return (
    <>
      <InputField name={names.subject} label={inLang('Subject')} readOnly={!canEdit} maxLength={MAX_SUBJECT} {...spanish} />
      <InputField
        name={names.previewText}
        label={inLang('Preview text')}
        hint="The line many mail programs show after the subject."
        readOnly={!canEdit}
        {...spanish}
      />
      <BodyField name={names.bodyHtml} label={inLang('Body')} lang={lang} editable={canEdit} initialHtml={issue[names.bodyHtml]} />
    </>
  );
}

// The live preview of the version shown, from what is typed now. Both versions are watched, so
// the other one shows at once when she switches.
function LivePreview({ lang }: { lang: IssueLang }) {
  const [subject, previewText, bodyHtml, subjectEs, previewTextEs, bodyHtmlEs] = useWatch<
    IssueFormValues,
    ['subject', 'previewText', 'bodyHtml', 'subjectEs', 'previewTextEs', 'bodyHtmlEs']
  >({ name: ['subject', 'previewText', 'bodyHtml', 'subjectEs', 'previewTextEs', 'bodyHtmlEs'] });
  const shown = lang === 'es' ? { subject: subjectEs, previewText: previewTextEs, html: bodyHtmlEs } : { subject, previewText, html: bodyHtml };
  return <IssuePreview lang={lang} {...shown} text={htmlToPlainText(shown.html)} />;
}

const MSG_SEND_FAILED = 'It could not be sent. Please try again.';

// Said where an editor would find the owners' send and cancel buttons.
const MSG_ONLY_OWNERS_SEND = 'Only an owner can send a newsletter. Send yourself a test, then ask an owner to send it.';
const MSG_ONLY_OWNERS_CANCEL = 'Only an owner can cancel sending.';

function Editor({ issue }: { issue: Issue }) {
  const toast = useToast();
  // Sending, scheduling and cancelling are the owners'; an editor writes the draft and tests it.
  const editor = useRole() === 'editor';
  const cancel = useCancelIssue(issue.id);
  const send = useSendIssue(issue.id);
  const canEdit = editable(issue);
  const state = useAppForm(issueSchema(), issueToForm(issue));
  const { form } = state;
  // The version shown: the English one, unless only the Spanish one is written.
  const [tab, setTab] = useState<IssueLang>(issue.subject === '' && issue.subjectEs !== '' ? 'es' : 'en');
  // A message on the other version's fields brings that version into view before the focus
  // goes to its field.
  const showVersionOf = (names: string[]) => {
    const lang = versionWithMessage(names);
    if (lang) flushSync(() => setTab(lang));
  };
  const autosave = useAutosave((input: IssueInput) => saveIssue(issue.id, input));
  // What sending will be asked about: the values checked, and the count shown then.
  const [asking, setAsking] = useState<IssueFormValues | null>(null);
  const [audience, audienceKit] = useWatch({ control: form.control, name: ['audience', 'audienceKit'] });
  const count = useAudienceCount(audience, audience === 'kit' ? audienceKit : '').data?.count;

  // Every change to what the issue says or who gets it is saved as she types.
  const { change } = autosave;
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!name || !(SAVED_FIELDS as readonly string[]).includes(name)) return;
      change(formToIssue(values as IssueFormValues, issue.inArchive, htmlToPlainText));
    });
    return () => subscription.unsubscribe();
  }, [form, change, issue.inArchive]);

  const confirm = async () => {
    if (!asking || !(await autosave.flush())) return;
    send.mutate(sendAtOf(asking), {
      onSuccess: (r) => {
        setAsking(null);
        toast.show(r.message);
      },
      onError: (error) => {
        // A field the server refused (the time passed meanwhile) shows on the field.
        const fields = error instanceof ApiError ? { ...error.fields } : {};
        if (Object.keys(fields).length > 0) {
          setAsking(null);
          showVersionOf(Object.keys(fields));
          state.fail(fields, userMessage(error, MSG_SEND_FAILED));
        }
      },
    });
  };

  const back = { href: adminPaths.newsletter.getHref(), label: 'Back to Newsletter' };
  const later = asking?.when === 'later';
  const n = count ?? 0;
  const subject = asking?.subject.trim() || asking?.subjectEs.trim() || 'This issue';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BackHeader back={back} title={canEdit ? 'Write an issue' : 'Issue'}>
          <p className="mt-1 text-stone-700">{issueStatusText(issue)}</p>
        </BackHeader>
        {canEdit ? <SaveState status={autosave.status} /> : null}
      </div>
      <UnsavedChangesGuard dirty={autosave.dirty} leaving={state.leaving} />
      <Form
        state={state}
        idPrefix="issue"
        busy={send.isPending}
        onInvalid={showVersionOf}
        onValid={(values) => {
          if (editor) return;
          send.reset();
          setAsking(values);
        }}
        className="grid gap-6 xl:grid-cols-2"
      >
        <div className="min-w-0 space-y-4">
          <VersionTabs selected={tab} onSelect={setTab} panel={(lang) => <VersionFields lang={lang} issue={issue} canEdit={canEdit} />} />
          <ArchiveToggle issue={issue} />
          {canEdit ? (
            <SendPanel issueId={issue.id} flush={autosave.flush}>
              <FormAlert alertRef={null} message={state.message} />
              {editor ? <p className="font-semibold text-stone-900">{MSG_ONLY_OWNERS_SEND}</p> : <SendButton count={count} />}
            </SendPanel>
          ) : null}
          {issue.status !== 'scheduled' ? null : editor ? (
            <p className="font-semibold text-stone-900">{MSG_ONLY_OWNERS_CANCEL}</p>
          ) : (
            <Button
              variant="secondary"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast.show('Cancelled: nobody got it. You can edit it and send it again.'),
                  onError: (error) => toast.show(userMessage(error, 'It could not be cancelled. Please try again.'), { tone: 'error' }),
                })
              }
            >
              Cancel sending
            </Button>
          )}
          {issue.status === 'sending' || issue.status === 'sent' ? <ProgressPanel issue={issue} /> : null}
        </div>
        <div className="min-w-0">
          <LivePreview lang={tab} />
        </div>
      </Form>
      <ConfirmDialog
        open={asking !== null}
        title={later ? 'Schedule this issue?' : 'Send this issue now?'}
        confirmLabel={later ? 'Schedule' : `Send to ${subscribersText(n)}`}
        busyLabel={later ? 'Scheduling...' : 'Sending...'}
        busy={send.isPending}
        error={send.isError ? userMessage(send.error, MSG_SEND_FAILED) : undefined}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>
          {later && asking
            ? `"${subject}" will go to ${subscribersText(n)} on ${new Date(asking.sendAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}. You can cancel it until then.`
            : `"${subject}" will go to ${subscribersText(n)}. This cannot be undone once it starts.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}

// The form's send button: 'Send now' or 'Schedule', as chosen; nothing to send to nobody.
function SendButton({ count }: { count?: number }) {
  const when = useWatch<IssueFormValues, 'when'>({ name: 'when' });
  return (
    <Button type="submit" disabled={count === 0}>
      {when === 'later' ? 'Schedule' : 'Send now'}
    </Button>
  );
}

// The screens an issue has: the editor of a draft, a scheduled issue, and one sending or sent.
// Sending and sent are one screen: it goes from one to the other (and back, when she sends some
// copies again) with the focus where it was.
const screenOf = (issue: Issue) => (editable(issue) ? 'draft' : issue.status === 'sent' ? 'sending' : issue.status);

// One issue: the editor while it is a draft (saved as she types), what it became once it is
// scheduled, sending or sent.
export function IssueEditor({ id }: { id: string }) {
  const issue = useIssue(id);
  return (
    <RecordState
      query={issue}
      loadingLabel="Loading the issue..."
      notFoundMessage="This issue was not found."
      loadFailedMessage="The issue could not be loaded. Please try again."
      back={{ href: adminPaths.newsletter.getHref(), label: 'Back to Newsletter' }}
    >
      {(data) => <Editor key={`${data.id}-${screenOf(data)}`} issue={data} />}
    </RecordState>
  );
}
