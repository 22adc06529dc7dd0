import { useId, useRef, useState } from 'react';

import { BackHeader } from '@/components/ui/back-header';
import { Button } from '@/components/ui/button';
import { RecordState } from '@/components/ui/record-state';
import { useToast } from '@/components/ui/toast';
import { UnsavedChangesGuard } from '@/components/ui/form/unsaved-changes-guard';
import { adminPaths } from '@/config/admin-paths';
import { userMessage } from '@/lib/user-message';

import { useIssue } from '../api/get-issues';
import { saveIssue, useCancelIssue, useIssueArchive } from '../api/issue-actions';
import type { Audience, Issue, IssueInput } from '../types';
import { htmlToPlainText } from '../utils/plain-text';
import { issueStatusText } from '../utils/status';
import { IssuePreview } from './issue-preview';
import { ProgressPanel } from './progress-panel';
import { RichTextEditor } from './rich-text-editor';
import { SendPanel } from './send-panel';
import { useAutosave, type SaveStatus } from './use-autosave';

const inputClasses = 'w-full rounded-xl border-2 border-stone-300 bg-white px-3 py-2 text-stone-900';

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

function Editor({ issue }: { issue: Issue }) {
  const id = useId();
  const toast = useToast();
  const cancel = useCancelIssue(issue.id);
  const canEdit = editable(issue);
  const [values, setValues] = useState<IssueInput>(() => ({
    subject: issue.subject,
    previewText: issue.previewText,
    bodyHtml: issue.bodyHtml,
    bodyText: issue.bodyText,
    audience: issue.audience,
    audienceKit: issue.audienceKit,
    inArchive: issue.inArchive,
  }));
  const autosave = useAutosave((input: IssueInput) => saveIssue(issue.id, input));
  const leaving = useRef(false);
  const current = useRef(values);
  const update = (patch: Partial<IssueInput>) => {
    const next = { ...current.current, ...patch };
    if (patch.bodyHtml !== undefined) next.bodyText = htmlToPlainText(next.bodyHtml);
    current.current = next;
    setValues(next);
    autosave.change(next);
  };
  const back = { href: adminPaths.newsletter.getHref(), label: 'Back to Newsletter' };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BackHeader back={back} title={canEdit ? 'Write an issue' : 'Issue'}>
          <p className="mt-1 text-stone-700">{issueStatusText(issue)}</p>
        </BackHeader>
        {canEdit ? <SaveState status={autosave.status} /> : null}
      </div>
      <UnsavedChangesGuard dirty={autosave.dirty} leaving={leaving} />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <div>
            <label htmlFor={`${id}-subject`} className="block font-bold text-stone-900">
              Subject
            </label>
            <input
              id={`${id}-subject`}
              className={inputClasses}
              value={values.subject}
              readOnly={!canEdit}
              maxLength={200}
              onChange={(e) => update({ subject: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-preview`} className="block font-bold text-stone-900">
              Preview text
            </label>
            <p id={`${id}-preview-hint`} className="text-sm text-stone-700">
              The line many mail programs show after the subject.
            </p>
            <input
              id={`${id}-preview`}
              aria-describedby={`${id}-preview-hint`}
              className={inputClasses}
              value={values.previewText}
              readOnly={!canEdit}
              onChange={(e) => update({ previewText: e.target.value })}
            />
          </div>
          <div>
            <p id={`${id}-body`} className="mb-1 font-bold text-stone-900">
              Body
            </p>
            <RichTextEditor labelId={`${id}-body`} initialHtml={issue.bodyHtml} editable={canEdit} onChange={(bodyHtml) => update({ bodyHtml })} />
          </div>
          <ArchiveToggle issue={issue} />
          {canEdit ? (
            <SendPanel
              issue={issue}
              subject={values.subject}
              audience={values.audience}
              audienceKit={values.audienceKit}
              onAudience={(audience: Audience, audienceKit: string) => update({ audience, audienceKit })}
              flush={autosave.flush}
            />
          ) : null}
          {issue.status === 'scheduled' ? (
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
          ) : null}
          {issue.status === 'sending' || issue.status === 'sent' ? <ProgressPanel issue={issue} /> : null}
        </div>
        <div className="min-w-0">
          <IssuePreview subject={values.subject} previewText={values.previewText} html={values.bodyHtml} text={values.bodyText} />
        </div>
      </div>
    </div>
  );
}

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
      {(data) => <Editor key={`${data.id}-${data.status}`} issue={data} />}
    </RecordState>
  );
}
