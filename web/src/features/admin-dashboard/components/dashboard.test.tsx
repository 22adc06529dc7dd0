import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ToastProvider } from '@/components/ui/toast';
import { sessionStore } from '@/lib/auth/session-store';
import { meAnswer } from '@/testing/admin';
import { jsonResponse, renderWithQueryClient } from '@/testing/test-utils';

import type { Dashboard as DashboardData } from '../api/get-dashboard';

import { Dashboard } from './dashboard';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const data: DashboardData = {
  bookCount: 7,
  unreadMessages: 3,
  visits: 1234,
  visitors: 1,
  backupsScheduled: true,
  backupsWhere: 'the folder /srv/backups on this server',
  lastBackup: {
    id: 'k1',
    startedAt: minutesAgo(181),
    finishedAt: minutesAgo(180),
    file: 'backups/storyshelf-20260101-030000.tar.gz',
    size: 13 * 1024 * 1024,
    ok: true,
  },
  floodNotices: [],
  mail: { ready: true, waiting: 0 },
  checklist: { siteName: true, email: true, firstBook: true, backups: true },
  recentActivities: [
    { type: 'book_added', message: 'New book added: The Kindness Cloud', timestamp: minutesAgo(0) },
    { type: 'material_added', message: '2 learning materials added to The Kindness Cloud', timestamp: minutesAgo(60) },
    { type: 'book_added', message: 'New book added: B', timestamp: minutesAgo(3 * 24 * 60) },
    { type: 'book_added', message: 'New book added: C', timestamp: minutesAgo(5) },
    { type: 'book_added', message: 'New book added: D', timestamp: minutesAgo(6) },
    { type: 'book_added', message: 'New book added: E', timestamp: minutesAgo(7) },
  ],
  recentBooks: [
    { id: 'b-1', title: 'The Kindness Cloud', author: 'Lily Hart', coverImage: '/files/covers/a.webp', createdAt: '' },
    { id: 'b-2', title: 'No Cover Yet', author: 'Lily Hart', coverImage: '', createdAt: '' },
  ],
};

const outbox = {
  mail: [
    { id: 'm1', kind: 'contact', to: 'owner@example.com', subject: 'New message from Pat', status: 'sent', attempts: 1, createdAt: minutesAgo(2) },
    { id: 'm2', kind: 'newsletter.welcome', to: 'p@example.com', subject: 'Welcome', status: 'pending', attempts: 2, lastError: 'connection refused', createdAt: minutesAgo(5) },
    { id: 'm3', kind: 'password.reset', to: 'owner@example.com', subject: 'Reset', status: 'logged', attempts: 1, createdAt: minutesAgo(9) },
  ],
  failedSync: [{ id: 'j1', lastError: 'API error 422: The email must be a valid email address.', attempts: 1, createdAt: minutesAgo(3) }],
};

const statistics = {
  from: '2026-01-01',
  to: '2026-01-03',
  days: [
    { day: '2026-01-01', visits: 4, visitors: 2 },
    { day: '2026-01-02', visits: 0, visitors: 0 },
    { day: '2026-01-03', visits: 9, visitors: 5 },
  ],
  pages: [
    { key: '/', label: '/', count: 7 },
    { key: '/books', label: '/books', count: 4 },
    { key: '/about', label: '/about', count: 1 },
    { key: '/contact', label: '/contact', count: 1 },
  ],
  books: [],
  downloads: [],
  materialDownloads: [],
  forms: [],
  languages: [
    { key: 'en', label: 'English', count: 13 },
    { key: 'es', label: 'Spanish', count: 0 },
  ],
};

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

// Answers each admin endpoint with its own queue of responses (the last repeats); GET
// /api/admin/me, unless named, with the signed-in owner.
function routeFetch(routes: Record<string, Array<() => Response>>) {
  const calls: Record<string, number> = {};
  const fetchMock = vi.fn(async (url: string) => {
    const path = Object.keys(routes).find((p) => url.endsWith(p));
    if (!path && url === '/api/admin/me') return meAnswer()();
    if (!path) throw new Error(`unexpected request ${url}`);
    const list = routes[path]!;
    const n = calls[path] ?? 0;
    calls[path] = n + 1;
    return list[Math.min(n, list.length - 1)]!();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const stats = { '/api/admin/statistics?days=30': [() => jsonResponse(statistics)] };

function renderDashboard() {
  return renderWithQueryClient(
    <MemoryRouter>
      <ToastProvider>
        <Dashboard email="owner@example.com" />
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('Dashboard', () => {
  beforeEach(() => {
    sessionStore.establish({
      accessToken: 'token',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
      user: { id: 'u1', email: 'owner@example.com', createdAt: '', passwordChangedAt: '' },
    });
  });
  afterEach(() => {
    sessionStore.stop();
    localStorage.clear();
  });

  it('shows a new site the four first steps instead of the greeting, each linking to its screen', async () => {
    const fresh = { siteName: false, email: false, firstBook: false, backups: false };
    routeFetch({
      '/api/admin/dashboard': [() => jsonResponse({ ...data, bookCount: 0, checklist: fresh })],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    renderDashboard();
    const list = await screen.findByRole('region', { name: 'Get your site ready' });
    expect(list).toHaveTextContent('0 of 4 steps done.');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      "Set your site's nameTo do",
      'Set up emailTo do',
      'Add your first bookTo do',
      'Turn on backupsTo do',
    ]);
    const links = items.map((li) => within(li).getByRole('link'));
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ["Set your site's name", '/admin/settings#identity-section'],
      ['Set up email', '/admin/settings#email-section'],
      ['Add your first book', '/admin/books/new'],
      ['Turn on backups', '/admin/settings#backups'],
    ]);
    expect(screen.queryByText('Welcome back,', { exact: false })).not.toBeInTheDocument();
  });

  it('says which steps are done, and brings the greeting back once all are', async () => {
    routeFetch({
      '/api/admin/dashboard': [
        () => jsonResponse({ ...data, checklist: { siteName: true, email: false, firstBook: true, backups: false } }),
      ],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    const { unmount } = renderDashboard();
    const list = await screen.findByRole('region', { name: 'Get your site ready' });
    expect(list).toHaveTextContent('2 of 4 steps done.');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Set your site's nameDone",
      'Set up emailTo do',
      'Add your first bookDone',
      'Turn on backupsTo do',
    ]);
    expect(screen.queryByText('Welcome back,', { exact: false })).not.toBeInTheDocument();
    unmount();

    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    expect(await screen.findByText('Welcome back,', { exact: false })).toHaveTextContent('Welcome back, owner@example.com!');
    expect(screen.queryByRole('region', { name: 'Get your site ready' })).not.toBeInTheDocument();
  });

  it('hides the list when asked, in this browser, and greets instead', async () => {
    const open = { ...data, checklist: { siteName: false, email: true, firstBook: false, backups: false } };
    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(open)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    const { unmount } = renderDashboard();
    const list = await screen.findByRole('region', { name: 'Get your site ready' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Hide this list' }));
    expect(screen.queryByRole('region', { name: 'Get your site ready' })).not.toBeInTheDocument();
    expect(screen.getByText('Welcome back,', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveFocus();
    unmount();

    renderDashboard();
    await screen.findByRole('region', { name: 'Books' });
    expect(screen.queryByRole('region', { name: 'Get your site ready' })).not.toBeInTheDocument();
  });

  it('shows the welcome, the figures, up to 5 activities and the recent books', async () => {
    const fetchMock = routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');

    const visits = await screen.findByRole('region', { name: 'Visits (last 30 days)' });
    // Every first step is done: the greeting, and no checklist.
    expect(screen.getByText('Welcome back,', { exact: false })).toHaveTextContent('Welcome back, owner@example.com!');
    expect(screen.queryByRole('region', { name: 'Get your site ready' })).not.toBeInTheDocument();
    expect(visits).toHaveTextContent('1,234');
    expect(visits).toHaveTextContent('1 visitor');
    expect(visits).toHaveTextContent("measured by Storyshelf's own cookie-less analytics");
    expect(screen.getByRole('region', { name: 'Books' })).toHaveTextContent('7');
    expect(screen.getByRole('region', { name: 'Backups' })).toHaveTextContent('Last backup: 3 hours ago (13.0 MB), succeeded');

    const activities = within(screen.getByRole('region', { name: 'Recent Activities' })).getAllByRole('listitem');
    expect(activities).toHaveLength(5);
    expect(activities[0]).toHaveTextContent('New book added: The Kindness Cloudjust now');
    expect(activities[1]).toHaveTextContent('1 hour ago');
    expect(activities[2]).toHaveTextContent('3 days ago');
    expect(activities[3]).toHaveTextContent('5 minutes ago');
    // The exact time, as the browser's own time zone tells it.
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const time = activities[1]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', data.recentActivities[1]!.timestamp);
    expect(time).toHaveAttribute('title', local.format(new Date(data.recentActivities[1]!.timestamp)));

    const books = within(screen.getByRole('region', { name: 'Recent Books' }));
    expect(books.getByRole('link', { name: 'The Kindness Cloud' })).toHaveAttribute('href', '/admin/books/edit/b-1');
    expect(books.getByText('No Cover Yet')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add New Book' })).toHaveAttribute('href', '/admin/books/new');
    expect(screen.getByRole('link', { name: /View Website/ })).toHaveAttribute('target', '_blank');

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('shows a failed backup first, above the figures', async () => {
    const lastBackup = { id: 'k2', startedAt: minutesAgo(30), finishedAt: minutesAgo(30), file: '', size: 0, ok: false, error: 'disk full' };
    routeFetch({
      '/api/admin/dashboard': [() => jsonResponse({ ...data, lastBackup })],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    renderDashboard();
    const backups = await screen.findByRole('region', { name: 'Backups' });
    expect(within(backups).getByRole('alert')).toHaveTextContent(/^The last backup failed 30 minutes ago\..*Technical detailsdisk full$/);
    const books = screen.getByRole('region', { name: 'Books' });
    expect(backups.compareDocumentPosition(books) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says at the top when email is not set up, with the mails waiting, and nothing once it is', async () => {
    const lastBackup = { id: 'k2', startedAt: minutesAgo(30), finishedAt: minutesAgo(30), file: '', size: 0, ok: false, error: 'disk full' };
    routeFetch({
      '/api/admin/dashboard': [() => jsonResponse({ ...data, lastBackup, mail: { ready: false, waiting: 4 } })],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    const { unmount } = renderDashboard();
    const notice = await screen.findByRole('region', { name: 'Email is not set up yet' });
    expect(notice).toHaveTextContent('4 mails are waiting to be sent.');
    expect(within(notice).getByRole('link', { name: 'Set up email in Settings → Email' })).toHaveAttribute('href', '/admin/settings#email-section');
    const backups = screen.getByRole('region', { name: 'Backups' });
    expect(notice.compareDocumentPosition(backups) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();

    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    await screen.findByRole('region', { name: 'Books' });
    expect(screen.queryByRole('region', { name: 'Email is not set up yet' })).not.toBeInTheDocument();
  });

  it('tells the owner when a form is being flooded, and says nothing on a quiet day', async () => {
    const notice = 'Unusually many newsletter sign-ups in the last hour: the site is slowing them down.';
    routeFetch({
      '/api/admin/dashboard': [() => jsonResponse({ ...data, floodNotices: [notice] })],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    const { unmount } = renderDashboard();
    expect(await screen.findByRole('region', { name: 'Unusual activity' })).toHaveTextContent(notice);
    unmount();

    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    await screen.findByRole('region', { name: 'Books' });
    expect(screen.queryByRole('region', { name: 'Unusual activity' })).not.toBeInTheDocument();
  });

  it('names each released book whose newsletter draft is still unsent, linking to the draft', async () => {
    routeFetch({
      '/api/admin/dashboard': [
        () => jsonResponse({ ...data, releaseDrafts: [{ issueId: 'i-7', title: 'The Moon Garden' }] }),
      ],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    const { unmount } = renderDashboard();
    const released = await screen.findByRole('region', { name: 'Released books' });
    expect(released).toHaveTextContent('“The Moon Garden” is now in Books. A newsletter draft announcing it is ready.');
    expect(within(released).getByRole('link', { name: 'Open the draft announcing The Moon Garden' })).toHaveAttribute(
      'href',
      '/admin/newsletter/i-7',
    );
    unmount();

    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    await screen.findByRole('region', { name: 'Books' });
    expect(screen.queryByRole('region', { name: 'Released books' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    routeFetch({
      '/api/admin/dashboard': [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500), () => jsonResponse(data)],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Recent Books' })).toBeInTheDocument();
  });

  it('shows what happened to the latest emails and failed email-list updates', async () => {
    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    const emails = await screen.findByRole('region', { name: 'Recent Emails' });
    await within(emails).findByText('New message from Pat');
    const items = within(emails).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sent');
    expect(items[1]).toHaveTextContent('Waiting to send');
    expect(items[1]).toHaveTextContent('will retry (2 tried)');
    expect(items[2]).toHaveTextContent('Not sent: no mail server set up');
    expect(within(emails).getByRole('status')).toHaveTextContent('1 email-list update failed. Latest reason: API error 422');
  });

  it('leaves out of an editor’s dashboard what only the owners look after, and never asks for the emails', async () => {
    const fresh = { siteName: false, email: false, firstBook: false, backups: false };
    const fetchMock = routeFetch({
      '/api/admin/me': [meAnswer({ email: 'editor@example.com', role: 'editor' })],
      '/api/admin/dashboard': [() => jsonResponse({ ...data, checklist: fresh, mail: { ready: false, waiting: 2 } })],
      ...stats,
    });
    renderDashboard();
    const notice = await screen.findByRole('region', { name: 'Email is not set up yet' });
    expect(notice).toHaveTextContent('An owner of the site can set it up.');
    expect(within(notice).queryByRole('link')).toBeNull();
    await screen.findByRole('region', { name: 'Recent Books' });
    expect(screen.queryByRole('region', { name: 'Get your site ready' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Backups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent Emails' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/outbox');
  });

  it('shows the unread messages with the way to read them', async () => {
    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    const unread = await screen.findByRole('region', { name: 'Unread messages' });
    expect(unread).toHaveTextContent('3');
    expect(within(unread).getByRole('link', { name: 'Read them in the inbox' })).toHaveAttribute('href', '/admin/messages?state=unread');
  });

  it('with no unread messages, links to the whole inbox', async () => {
    routeFetch({
      '/api/admin/dashboard': [() => jsonResponse({ ...data, unreadMessages: 0 })],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      ...stats,
    });
    renderDashboard();
    const unread = await screen.findByRole('region', { name: 'Unread messages' });
    expect(unread).toHaveTextContent('0');
    expect(within(unread).getByRole('link', { name: 'Open the inbox' })).toHaveAttribute('href', '/admin/messages');
  });

  it('sums up the last 30 days of statistics, with the way to the whole report', async () => {
    routeFetch({ '/api/admin/dashboard': [() => jsonResponse(data)], '/api/admin/outbox': [() => jsonResponse(outbox)], ...stats });
    renderDashboard();
    const summary = await screen.findByRole('region', { name: 'Statistics' });
    const chart = await within(summary).findByRole('figure', { name: 'Last 30 days' });
    expect(chart).toHaveTextContent('13 visits by 7 visitors (counted per day) from Jan 1 to Jan 3, 2026.');
    expect(within(chart).getByRole('table')).toHaveTextContent('Jan 3, 202695');
    const top = within(summary).getAllByRole('listitem');
    expect(top.map((li) => li.textContent)).toEqual(['/: 7 views', '/books: 4 views', '/about: 1 view']);
    expect(within(summary).getByRole('link', { name: 'See all statistics' })).toHaveAttribute('href', '/admin/statistics');
  });

  it('offers a retry when the statistics cannot be loaded, and keeps the rest', async () => {
    routeFetch({
      '/api/admin/dashboard': [() => jsonResponse(data)],
      '/api/admin/outbox': [() => jsonResponse(outbox)],
      '/api/admin/statistics?days=30': [boom, () => jsonResponse(statistics)],
    });
    renderDashboard();
    const summary = await screen.findByRole('region', { name: 'Statistics' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Failed to load statistics.');
    expect(screen.getByRole('region', { name: 'Recent Books' })).toBeInTheDocument();
    await userEvent.setup().click(within(summary).getByRole('button', { name: 'Try Again' }));
    expect(await within(summary).findByRole('figure', { name: 'Last 30 days' })).toBeInTheDocument();
  });
});
