import { DatabaseBackup, FileDown, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { useToast } from '@/components/ui/toast';
import { formatBytes } from '@/lib/format-bytes';
import { saveFile } from '@/lib/save-file';
import { userMessage } from '@/lib/user-message';

import { useDownloadBackup } from '../api/download-backup';
import type { BackupRecord } from '../api/get-dashboard';
import { timeAgo } from '../utils/time-ago';

export const MSG_FIRST_BACKUP_SOON = 'The first backup runs soon.';
// The owner turns backups on in Settings → Backups (issue 27); never a server setting's name.
export const MSG_BACKUPS_OFF = 'Scheduled backups are off.';
export const BACKUP_SETTINGS_HREF = `${adminPaths.settings.getHref()}#backups`;
export const MSG_BACKUP_FAILED_ADVICE = "Your site's host can find why in the server's log. Until then, download a backup below.";
export const MSG_BACKUP_DOWNLOAD_FAILED = 'Failed to download a backup. Please try again.';
// The name a downloaded backup gets when the server names none.
const FALLBACK_NAME = 'storyshelf-backup.tar.gz';

// 'Last backup: 3 hours ago (12.4 MB), succeeded'.
export function lastBackupText(backup: BackupRecord, now?: Date) {
  return `Last backup: ${timeAgo(backup.finishedAt || backup.startedAt, now)} (${formatBytes(backup.size)}), succeeded`;
}

function FailedBackup({ backup }: { backup: BackupRecord }) {
  return (
    <div role="alert" className="mt-4 rounded-2xl border-2 border-red-300 bg-red-50 p-4 text-red-900">
      <p className="flex items-start gap-2 font-bold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        The last backup failed {timeAgo(backup.startedAt)}.
      </p>
      <p className="mt-2 text-sm">{MSG_BACKUP_FAILED_ADVICE}</p>
      {backup.error ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-bold">Technical details</summary>
          <p className="mt-1 font-mono wrap-anywhere">{backup.error}</p>
        </details>
      ) : null}
    </div>
  );
}

// What the owner needs to know about backups (issue 14): the last scheduled one, a failed one
// shown loudly, or that none has run or none are scheduled, with the way to Settings → Backups
// where she turns them on (issue 27); and a fresh archive to download at any time.
export function BackupsCard({
  scheduled,
  where,
  lastBackup,
}: {
  scheduled: boolean;
  where: string;
  lastBackup: BackupRecord | null;
}) {
  const toast = useToast();
  const download = useDownloadBackup();

  const downloadNow = () => {
    if (download.isPending) return;
    download.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => {
        const name = fileName || FALLBACK_NAME;
        saveFile(blob, name);
        toast.show(`${name} has been saved.`);
      },
      onError: (error) => toast.show(userMessage(error, MSG_BACKUP_DOWNLOAD_FAILED), { tone: 'error' }),
    });
  };

  return (
    <section aria-labelledby="backups-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm">
      <h2 id="backups-heading" className="font-display flex items-center gap-2 text-xl font-bold text-stone-900">
        <DatabaseBackup aria-hidden="true" className="size-5 text-orange-700" />
        Backups
      </h2>
      {lastBackup && !lastBackup.ok ? <FailedBackup backup={lastBackup} /> : null}
      {lastBackup?.ok ? (
        <p className="mt-4 font-semibold text-stone-900">
          {lastBackupText(lastBackup)}
          <span className="mt-0.5 block text-sm font-normal text-stone-700 wrap-anywhere">
            Written to {lastBackup.file}
            {where ? ` in ${where}` : ''}
          </span>
        </p>
      ) : null}
      {!scheduled ? (
        <p className="mt-4 text-stone-700">{MSG_BACKUPS_OFF}</p>
      ) : !lastBackup ? (
        <p className="mt-4 text-stone-700">{MSG_FIRST_BACKUP_SOON}</p>
      ) : null}
      <Link
        to={BACKUP_SETTINGS_HREF}
        className="mt-3 inline-block font-bold text-orange-800 underline underline-offset-2 hover:text-orange-900"
      >
        {scheduled ? 'Change how often in Settings → Backups' : 'Turn backups on in Settings → Backups'}
      </Link>
      {/* aria-disabled, not disabled: the button keeps the focus while the archive comes. */}
      <Button variant="secondary" className="mt-4" aria-disabled={download.isPending || undefined} onClick={downloadNow}>
        {download.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <FileDown aria-hidden="true" className="size-4" />
        )}
        {download.isPending ? 'Preparing the backup...' : 'Download a backup now'}
      </Button>
    </section>
  );
}
