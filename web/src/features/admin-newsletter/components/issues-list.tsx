import { Plus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/list/empty-state';
import { ListState } from '@/components/ui/list/list-state';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';
import { userMessage } from '@/lib/user-message';

import { useIssues } from '../api/get-issues';
import { useCreateIssue } from '../api/issue-actions';
import type { Issue, IssueInput } from '../types';
import { versionWritten } from '../utils/issue-form';
import { issueStatusText } from '../utils/status';

import { SendingSettings } from './sending-settings';

export const EMPTY_ISSUE: IssueInput = {
  subject: '',
  previewText: '',
  bodyHtml: '',
  bodyText: '',
  subjectEs: '',
  previewTextEs: '',
  bodyHtmlEs: '',
  bodyTextEs: '',
  audience: 'all',
  audienceKit: '',
  inArchive: false,
};

const badgeTone: Record<Issue['status'], string> = {
  draft: 'bg-stone-100 text-stone-800',
  scheduled: 'bg-sky-100 text-sky-900',
  sending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-50 text-red-800',
};

// An issue is named by its English subject, or its Spanish one when it has no English one
// (storyshelf.Issue.Name); its tags say which versions are written.
function IssueItem({ issue }: { issue: Issue }) {
  const spanishName = issue.subject === '' && issue.subjectEs !== '';
  const versions = [
    versionWritten(issue.subject, issue.bodyHtml) ? 'English' : null,
    versionWritten(issue.subjectEs, issue.bodyHtmlEs) ? 'Spanish' : null,
  ].filter((v) => v !== null);
  return (
    <li className="flex flex-col gap-2 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <h2 className="text-lg font-extrabold break-words text-stone-900">
          <Link
            to={adminPaths.newsletterIssue.getHref(issue.id)}
            lang={spanishName ? 'es' : undefined}
            className="underline-offset-4 hover:underline"
          >
            {issue.subject || issue.subjectEs || 'Untitled issue'}
          </Link>
        </h2>
        {versions.length > 0 ? (
          <p className="mt-1 flex flex-wrap gap-1.5">
            <span className="sr-only">Versions:</span>
            {versions.map((v) => (
              <span key={v} className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-bold text-teal-900">
                {v}
              </span>
            ))}
          </p>
        ) : null}
        <p className="text-sm text-stone-700">Last changed {formatDateTime(issue.updatedAt)}</p>
      </div>
      <p className={`self-start rounded-full px-3 py-1 text-sm font-bold sm:self-center ${badgeTone[issue.status]}`}>{issueStatusText(issue)}</p>
    </li>
  );
}

export function NewIssueButton() {
  const create = useCreateIssue();
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <Button
      disabled={create.isPending}
      onClick={() =>
        create.mutate(EMPTY_ISSUE, {
          onSuccess: (issue) => navigate(adminPaths.newsletterIssue.getHref(issue.id)),
          onError: (error) => toast.show(userMessage(error, 'A new issue could not be started. Please try again.'), { tone: 'error' }),
        })
      }
    >
      <Plus aria-hidden="true" className="size-4" />
      {create.isPending ? 'Starting...' : 'New issue'}
    </Button>
  );
}

// Every issue of the newsletter, newest first, with its state.
export function IssuesList() {
  const issues = useIssues();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-stone-900">Newsletter</h1>
          <p className="mt-1 text-stone-700">Write to your subscribers and see how each issue went out.</p>
        </div>
        <NewIssueButton />
      </div>
      <ListState
        query={issues}
        loadingLabel="Loading issues..."
        loadFailedMessage="The issues could not be loaded. Please try again."
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No issues yet" action={<NewIssueButton />}>
            Write your first issue: it is saved as you type, and you can send yourself a test before anyone gets it.
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((issue) => (
              <IssueItem key={issue.id} issue={issue} />
            ))}
          </ul>
        )}
      </ListState>
      <SendingSettings />
    </div>
  );
}
