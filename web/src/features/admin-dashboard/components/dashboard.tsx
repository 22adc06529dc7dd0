import { BookOpen, ExternalLink, Eye, Inbox, Plus } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';

import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth/use-me';

import { useDashboard } from '../api/get-dashboard';

import { BackupsCard } from './backups-card';
import { FirstRunChecklist, checklistDone, useChecklistHidden } from './first-run-checklist';
import { FloodNotices } from './flood-notices';
import { MailNotice } from './mail-notice';
import { ReleaseNotices } from './release-notices';
import { RecentActivities } from './recent-activities';
import { RecentBooks } from './recent-books';
import { RecentEmails } from './recent-emails';
import { StatisticsSummary } from './statistics-summary';
import { StatCard } from './stat-card';

export const MSG_DASHBOARD_FAILED = 'Failed to load dashboard data. Please try again.';

const formatNumber = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

function QuickActions() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to={adminPaths.newBook.getHref()}>
        <Plus aria-hidden="true" className="size-4" />
        Add New Book
      </ButtonLink>
      <a
        href={paths.home.getHref()}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'secondary' })}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        View Website
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

// The dashboard. An editor's leaves out what only the owners look after (the first-run
// checklist, backups, the emails the site sent) and the way to Settings.
export function Dashboard({ email }: { email: string }) {
  const dashboard = useDashboard();
  const role = useRole();
  const editor = role === 'editor';
  const lastBackup = dashboard.data?.lastBackup ?? null;
  const backupFailed = lastBackup !== null && !lastBackup.ok;
  // A new site's first steps stand in for the greeting until they are all done (or hidden).
  const checklistHidden = useChecklistHidden();
  const checklist =
    !editor && dashboard.data && !checklistHidden.hidden && !checklistDone(dashboard.data.checklist) ? dashboard.data.checklist : null;
  const greeting = dashboard.isSuccess && checklist === null;
  const heading = useRef<HTMLHeadingElement>(null);
  // The list's button goes with it: keyboard focus moves to the top of the page.
  const hideChecklist = () => {
    checklistHidden.hide();
    heading.current?.focus();
  };
  const backups = editor ? null : (
    <BackupsCard
      scheduled={dashboard.data?.backupsScheduled === true}
      where={dashboard.data?.backupsWhere ?? ''}
      lastBackup={lastBackup}
    />
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-bold text-stone-900">
            Dashboard
          </h1>
          {greeting ? (
            <p className="mt-1 text-stone-700">
              Welcome back, <span className="font-bold text-stone-900">{email}</span>!
            </p>
          ) : null}
        </div>
        <QuickActions />
      </div>

      {dashboard.isPending ? (
        <Spinner label="Loading dashboard..." />
      ) : dashboard.isError ? (
        <LoadError message={MSG_DASHBOARD_FAILED} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
      ) : (
        <>
          {checklist ? <FirstRunChecklist checklist={checklist} onHide={hideChecklist} /> : null}
          {/* A site that cannot send mail, and a failed backup, are the first things the owner sees. */}
          <MailNotice mail={dashboard.data.mail} canSetUp={!editor} />
          {backupFailed ? backups : null}
          <FloodNotices notices={dashboard.data.floodNotices ?? []} />
          <ReleaseNotices drafts={dashboard.data.releaseDrafts ?? []} />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <StatCard icon={BookOpen} label="Books" value={formatNumber(dashboard.data.bookCount)} />
            <StatCard icon={Eye} label="Visits (last 30 days)" value={formatNumber(dashboard.data.visits)}>
              <p className="font-semibold text-stone-800">{plural(dashboard.data.visitors, 'visitor', 'visitors')}</p>
              <p>measured by Storyshelf&apos;s own cookie-less analytics</p>
            </StatCard>
            <StatCard icon={Inbox} label="Unread messages" value={formatNumber(dashboard.data.unreadMessages)}>
              <Link
                to={
                  dashboard.data.unreadMessages > 0
                    ? `${adminPaths.messages.getHref()}?state=unread`
                    : adminPaths.messages.getHref()
                }
                className="font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
              >
                {dashboard.data.unreadMessages > 0 ? 'Read them in the inbox' : 'Open the inbox'}
              </Link>
            </StatCard>
          </div>
          {backupFailed ? null : backups}
          <StatisticsSummary />
          <div className="grid gap-4 lg:grid-cols-2">
            <RecentActivities activities={dashboard.data.recentActivities} />
            <RecentBooks books={dashboard.data.recentBooks} />
          </div>
          {role === 'owner' ? <RecentEmails /> : null}
        </>
      )}
    </div>
  );
}
