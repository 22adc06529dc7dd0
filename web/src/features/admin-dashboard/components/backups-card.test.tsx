import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ToastProvider } from '@/components/ui/toast';
import { sessionStore } from '@/lib/auth/session-store';
import { catchSavedFiles, deferred, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, renderWithQueryClient } from '@/testing/test-utils';

import type { BackupRecord } from '../api/get-dashboard';

import { BackupsCard, lastBackupText } from './backups-card';

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

const succeeded: BackupRecord = {
  id: 'k1',
  startedAt: hoursAgo(5),
  finishedAt: hoursAgo(5),
  file: 'backups/storyshelf-20260101-030000.tar.gz',
  size: 2_621_440,
  ok: true,
};
const failed: BackupRecord = {
  id: 'k2',
  startedAt: hoursAgo(2),
  finishedAt: hoursAgo(2),
  file: '',
  size: 0,
  ok: false,
  error: 'open /backups/backups: permission denied',
};

function renderCard(scheduled: boolean, lastBackup: BackupRecord | null) {
  return renderWithQueryClient(
    <MemoryRouter>
      <ToastProvider>
        <BackupsCard scheduled={scheduled} where="S3 bucket site-backups/books at https://s3.example.com" lastBackup={lastBackup} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const card = () => screen.getByRole('region', { name: 'Backups' });
const downloadButton = () => within(card()).getByRole('button', { name: /backup/i });

describe('BackupsCard', () => {
  beforeEach(() => signIn());
  afterEach(() => sessionStore.stop());

  it('says when the last scheduled backup ran, its size and that it succeeded', () => {
    renderCard(true, succeeded);
    expect(card()).toHaveTextContent('Last backup: 5 hours ago (2.5 MB), succeeded');
    expect(card()).toHaveTextContent(
      'Written to backups/storyshelf-20260101-030000.tar.gz in S3 bucket site-backups/books at https://s3.example.com',
    );
    expect(within(card()).queryByRole('alert')).toBeNull();
    expect(card()).not.toHaveTextContent('Scheduled backups are off');
    expect(within(card()).getByRole('link', { name: 'Change how often in Settings → Backups' })).toHaveAttribute(
      'href',
      '/admin/settings#backups',
    );
    expect(downloadButton()).toHaveTextContent('Download a backup now');
  });

  it('shows a failed last backup as an alert, with its error and what to check', () => {
    renderCard(true, failed);
    const alert = within(card()).getByRole('alert');
    expect(alert).toHaveTextContent('The last backup failed 2 hours ago.');
    expect(alert).toHaveTextContent("Your site's host can find why in the server's log. Until then, download a backup below.");
    // The server's own words are a technical detail, collapsed.
    const technical = within(alert).getByText('Technical details', { selector: 'summary' }).closest('details')!;
    expect(technical).not.toHaveAttribute('open');
    expect(technical).toHaveTextContent('open /backups/backups: permission denied');
    // Never a server setting's name (issue 27).
    expect(card()).not.toHaveTextContent(/[A-Z]{3,}_[A-Z]{3,}/);
    expect(card()).not.toHaveTextContent('succeeded');
  });

  it('says the first backup runs soon when backups are scheduled but none ran yet', () => {
    renderCard(true, null);
    expect(card()).toHaveTextContent('The first backup runs soon.');
    expect(card()).not.toHaveTextContent('Last backup');
  });

  it('says how to turn scheduled backups on when they are off: in Settings → Backups', () => {
    renderCard(false, null);
    expect(card()).toHaveTextContent('Scheduled backups are off.');
    expect(within(card()).getByRole('link', { name: 'Turn backups on in Settings → Backups' })).toHaveAttribute(
      'href',
      '/admin/settings#backups',
    );
    expect(card()).not.toHaveTextContent('host');
    expect(card()).not.toHaveTextContent(/[A-Z]{3,}_[A-Z]{3,}/);
    expect(card()).not.toHaveTextContent('runs soon');
  });

  it('with backups off now, still shows the last one that ran', () => {
    renderCard(false, succeeded);
    expect(card()).toHaveTextContent('Last backup: 5 hours ago (2.5 MB), succeeded');
    expect(card()).toHaveTextContent('Scheduled backups are off.');
  });

  it('downloads a fresh backup with the session token, under the name the server gives', async () => {
    const saved = catchSavedFiles();
    const answer = deferred();
    const fetchMock = routeFetch({ 'GET /api/admin/backup': [answer.handler] });
    renderCard(false, null);
    const user = userEvent.setup();

    await user.click(downloadButton());
    expect(downloadButton()).toHaveTextContent('Preparing the backup...');
    expect(downloadButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(downloadButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token');

    answer.release(
      new Response(new Uint8Array([0x1f, 0x8b, 8, 0]), {
        headers: { 'Content-Type': 'application/gzip', 'Content-Disposition': 'attachment; filename="storyshelf-20260102-101500.tar.gz"' },
      }),
    );
    expect(await screen.findByText('storyshelf-20260102-101500.tar.gz has been saved.')).toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual(['storyshelf-20260102-101500.tar.gz']);
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x1f, 0x8b]));
    expect(downloadButton()).toHaveTextContent('Download a backup now');
    expect(downloadButton()).not.toHaveAttribute('aria-disabled');
  });

  it('says so in an error toast when the download fails, and can be tried again', async () => {
    const saved = catchSavedFiles();
    routeFetch({
      'GET /api/admin/backup': [
        () => jsonResponse({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, 500),
        () => new Response(new Uint8Array([0x1f, 0x8b]), { headers: { 'Content-Type': 'application/gzip' } }),
      ],
    });
    renderCard(true, succeeded);
    const user = userEvent.setup();
    await user.click(downloadButton());
    expect(await screen.findByText('Failed to download a backup. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(downloadButton());
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['storyshelf-backup.tar.gz']));
  });
});

describe('lastBackupText', () => {
  it('words the time from when the backup finished', () => {
    const now = new Date('2026-01-02T12:00:00Z');
    expect(
      lastBackupText({ ...succeeded, startedAt: '2026-01-01T11:58:00Z', finishedAt: '2026-01-01T12:00:00Z', size: 500 }, now),
    ).toBe('Last backup: 1 day ago (500 B), succeeded');
  });
});
