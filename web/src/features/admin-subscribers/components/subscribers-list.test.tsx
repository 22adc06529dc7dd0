import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { adminQueryKeys } from '@/config/admin-paths';
import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, catchSavedFiles, deferred, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { AdminSubscriber, Removed, SubscribersPage } from '../types';

import { SubscribersList } from './subscribers-list';

const API = '/api/admin/subscribers';
const FORGET = '/api/admin/people/forget';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const CONSENT = "I'd like to receive the parent newsletter.";

function subscriber(n: number, overrides: Partial<AdminSubscriber> = {}): AdminSubscriber {
  return {
    id: `s-${n}`,
    email: `parent${n}@example.com`,
    status: 'subscribed',
    source: 'newsletter',
    consentAt: '2025-06-01T12:00:00Z',
    consentPage: '/books',
    consentText: CONSENT,
    lang: 'en',
    createdAt: '2025-06-01T12:00:00Z',
    name: '',
    kits: [],
    syncStatus: 'done',
    ...overrides,
  };
}

function pageOf(list: AdminSubscriber[], { page = 1, totalCount = list.length } = {}) {
  return (): Response =>
    jsonResponse({ subscribers: list, totalCount, totalPages: Math.ceil(totalCount / 25), page } satisfies SubscribersPage);
}

const none: Removed = { subscribers: 0, kitSignUps: 0, downloadLinks: 0, messages: 0, mails: 0, syncJobs: 0 };

// The router of the screen rendered last, to read where it went.
let router: ReturnType<typeof renderAdminScreen>['router'];
const location = () => whereIs(router);

function renderList(path = '/admin/subscribers') {
  const rendered = renderAdminScreen(path, '/admin/subscribers', <SubscribersList />);
  router = rendered.router;
  return rendered;
}

const items = () => within(screen.getByRole('list', { name: 'Subscribers' })).getAllByRole('listitem');
const heading = () => screen.getByRole('heading', { level: 1, name: 'Subscribers' });

describe('SubscribersList', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then each person: email, name, where and when, status, sync and the consent record', async () => {
    const list = deferred();
    routeFetch({ [`GET ${API}?page=1`]: [list.handler] });
    renderList();
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText('Loading subscribers...')).toBeInTheDocument();
    list.release(
      pageOf([
        subscriber(1, { source: 'kit', name: 'Ann Parent', kits: ['Kindness Kit', 'Seed Kit'], consentPage: '/books/the-cloud-a835d4ab' }),
        subscriber(2, { status: 'unsubscribed', unsubscribedAt: '2025-07-01T12:00:00Z' }),
      ])(),
    );
    await waitFor(() => expect(items()).toHaveLength(2));
    const [ann, other] = items() as [HTMLElement, HTMLElement];
    expect(within(ann).getByRole('heading', { level: 2, name: 'parent1@example.com' })).toBeInTheDocument();
    expect(ann).toHaveTextContent('Ann Parent');
    expect(ann).toHaveTextContent('Subscribed');
    expect(ann).toHaveTextContent('Signed upJun 1, 2025');
    expect(ann).toHaveTextContent('ThroughA kindness kit form');
    expect(ann).toHaveTextContent('KitsKindness Kit, Seed Kit');
    expect(ann).toHaveTextContent('Email list syncUp to date');

    // The consent record, behind its summary.
    const consent = within(ann).getByText('Consent record', { exact: false }).closest('details')!;
    expect(consent).not.toHaveAttribute('open');
    await userEvent.setup({ delay: null }).click(within(consent).getByText('Consent record', { exact: false }));
    expect(consent).toHaveAttribute('open');
    expect(consent).toHaveTextContent('AgreedJun 1, 2025');
    expect(consent).toHaveTextContent('On page/books/the-cloud-a835d4ab');
    expect(consent).toHaveTextContent(`Words agreed to${CONSENT}`);

    expect(within(ann).getByRole('button', { name: 'Unsubscribe parent1@example.com' })).toBeInTheDocument();
    expect(within(ann).getByRole('button', { name: 'Delete this person parent1@example.com' })).toBeInTheDocument();
    expect(other).toHaveTextContent('Unsubscribed');
    expect(other).toHaveTextContent('UnsubscribedJul 1, 2025');
    expect(other).toHaveTextContent('ThroughThe newsletter form');
    expect(within(other).queryByRole('button', { name: /^Unsubscribe/ })).toBeNull();
    expect(screen.getByText('Showing 1–2 of 2 subscribers, newest first')).toBeInTheDocument();
  });

  it('says plainly that an address imported from the old site has no consent record', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [
        pageOf([subscriber(1, { source: 'imported', consentPage: '', consentText: '', consentAt: '2024-03-01T09:00:00Z' })]),
      ],
    });
    renderList();
    await waitFor(() => expect(items()).toHaveLength(1));
    const [imported] = items() as [HTMLElement];
    expect(imported).toHaveTextContent('ThroughImported from your old site');
    expect(imported).toHaveTextContent('No consent record. This address came from your old site');
    expect(imported.querySelector('details')).toBeNull(); // no record to open
  });

  it('says in plain words that an address waits for confirmation, and which were confirmed', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [
        pageOf([
          subscriber(1, { status: 'pending' }),
          subscriber(2, { confirmedAt: '2025-06-02T10:00:00Z' }),
        ]),
      ],
      [`GET ${API}?page=1&status=pending`]: [pageOf([subscriber(1, { status: 'pending' })])],
    });
    renderList();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [waiting, confirmed] = items() as [HTMLElement, HTMLElement];
    expect(within(waiting).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('ConfirmationAsked to confirm from a link in their email.');
    expect(within(waiting).queryByRole('button', { name: /^Unsubscribe/ })).toBeNull();
    expect(confirmed).toHaveTextContent('ConfirmedJun 2, 2025');
    expect(within(confirmed).getByText('Subscribed')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('Status'), 'Waiting for confirmation');
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('says in plain words that a mail server refused an address, and filters the bounced ones', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf([subscriber(1, { status: 'bounced' }), subscriber(2)])],
      [`GET ${API}?page=1&status=bounced`]: [pageOf([subscriber(1, { status: 'bounced' })])],
    });
    renderList();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [bounced] = items() as [HTMLElement];
    expect(within(bounced).getByText('Bounced', { selector: 'span' })).toBeInTheDocument();
    expect(bounced).toHaveTextContent('BouncedA mail server refused this address for good');
    expect(within(bounced).queryByRole('button', { name: /^Unsubscribe/ })).toBeNull();
    await userEvent.setup({ delay: null }).selectOptions(screen.getByLabelText('Status'), 'Bounced (a mail server refused the address)');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(location()).toBe('/admin/subscribers?status=bounced');
  });

  it('says where each email-list sync stands, failures with their reason', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [
        pageOf([
          subscriber(1, { syncStatus: 'done' }),
          subscriber(2, { syncStatus: 'pending' }),
          subscriber(3, { syncStatus: 'pending', syncError: 'timeout' }),
          subscriber(4, { syncStatus: 'failed', syncError: 'API error 422' }),
          subscriber(5, { syncStatus: '' }),
        ]),
      ],
    });
    renderList();
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items().map((li) => /Email list sync(.*)Consent/.exec(li.textContent ?? '')?.[1])).toEqual([
      'Up to date',
      'Waiting to be sent',
      'Failed, retrying: timeout',
      'Failed: API error 422',
      'Never sent',
    ]);
  });

  it('says so when there is nobody yet, or nobody matches', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [pageOf([])], [`GET ${API}?page=1&status=unsubscribed`]: [pageOf([])] });
    renderList();
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Status'), 'unsubscribed');
    expect(await screen.findByText('No subscribers match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
    expect(location()).toBe('/admin/subscribers');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [boom, pageOf([subscriber(1)])] });
    renderList();
    // (The address form below has its own alert, empty until needed.)
    const failed = await screen.findByText('Failed to load subscribers. Please try again.');
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('filters by status and source and searches; pages; exports the list as filtered', async () => {
    const saved = catchSavedFiles();
    const fetchMock = routeFetch({
      [`GET ${API}?page=1`]: [pageOf([subscriber(1)], { totalCount: 30 })],
      [`GET ${API}?page=2`]: [pageOf([subscriber(26)], { page: 2, totalCount: 30 })],
      [`GET ${API}?page=1&status=subscribed`]: [pageOf([subscriber(1), subscriber(2)])],
      [`GET ${API}?page=1&status=subscribed&source=kit`]: [pageOf([subscriber(3)])],
      [`GET ${API}?page=1&status=subscribed&source=kit&q=ann`]: [pageOf([subscriber(4)])],
      [`GET ${API}/export?status=subscribed&source=kit&q=ann`]: [
        () =>
          new Response('email,name\nparent4@example.com,Ann\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="subscribers-2026-01-02.csv"' },
          }),
      ],
      [`GET ${API}/export`]: [boom],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('parent26@example.com'));
    expect(location()).toBe('/admin/subscribers?page=2');

    await user.selectOptions(screen.getByLabelText('Status'), 'subscribed');
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Signed up through'), 'kit');
    await waitFor(() => expect(items()[0]).toHaveTextContent('parent3@example.com'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ann{Enter}');
    await waitFor(() => expect(items()[0]).toHaveTextContent('parent4@example.com'));
    expect(location()).toBe('/admin/subscribers?status=subscribed&source=kit&q=ann');

    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(exportButton);
    expect(await screen.findByText('subscribers-2026-01-02.csv has been saved.')).toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual(['subscribers-2026-01-02.csv']);
    expect(await saved[0]!.blob.text()).toBe('email,name\nparent4@example.com,Ann\n');
    const exportCall = fetchMock.mock.calls.find(([url]) => url.startsWith(`${API}/export`))!;
    expect((exportCall[1]!.headers as Record<string, string>).Authorization).toBe('Bearer token');
    expect(exportButton).toHaveFocus();
  });

  it("shows each person's language as a badge, filters by it, and exports the language's list", async () => {
    const saved = catchSavedFiles();
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf([subscriber(1, { lang: 'es' }), subscriber(2)])],
      [`GET ${API}?page=1&lang=es`]: [pageOf([subscriber(1, { lang: 'es' })])],
      [`GET ${API}?page=1&source=kit&lang=es`]: [pageOf([])],
      [`GET ${API}/export?lang=es`]: [
        () =>
          new Response('email,language\nparent1@example.com,es\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="subscribers-es.csv"' },
          }),
      ],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(2));
    const [spanish, english] = items() as [HTMLElement, HTMLElement];
    expect(within(spanish).getByRole('img', { name: 'Spanish' })).toHaveTextContent('ES');
    expect(within(english).getByRole('img', { name: 'English' })).toHaveTextContent('EN');

    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(location()).toBe('/admin/subscribers?lang=es');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('subscribers-es.csv has been saved.')).toBeInTheDocument();
    expect(await saved[0]!.blob.text()).toBe('email,language\nparent1@example.com,es\n');

    await user.selectOptions(screen.getByLabelText('Signed up through'), 'kit');
    expect(await screen.findByText('No subscribers match')).toBeInTheDocument();
    expect(location()).toBe('/admin/subscribers?source=kit&lang=es');
  });

  it('says so when the export fails, and saves nothing', async () => {
    const saved = catchSavedFiles();
    routeFetch({ [`GET ${API}?page=1`]: [pageOf([subscriber(1)])], [`GET ${API}/export`]: [boom] });
    renderList();
    await waitFor(() => expect(items()).toHaveLength(1));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export the CSV file. Please try again.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('SubscribersList unsubscribe', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('asks first, naming the address, then unsubscribes, says so and refreshes the list', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}?page=1`]: [pageOf([subscriber(1)]), pageOf([subscriber(1, { status: 'unsubscribed' })])],
      [`POST ${API}/s-1/unsubscribe`]: [() => jsonResponse(subscriber(1, { status: 'unsubscribed' }))],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Unsubscribe parent1@example.com' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe this person?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Take parent1@example.com off the email list?'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(button).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('parent1@example.com has been unsubscribed.')).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveTextContent('Unsubscribed'));
    expect(heading()).toHaveFocus();
  });

  it('keeps the person subscribed and says so when it fails', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [pageOf([subscriber(1)])], [`POST ${API}/s-1/unsubscribe`]: [boom] });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe parent1@example.com' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to unsubscribe. Please try again.');
  });
});

describe('SubscribersList delete a person', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('asks with a strong warning naming the address, deletes everywhere and reports what went', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}?page=1`]: [pageOf([subscriber(1, { name: 'Ann' }), subscriber(2)]), pageOf([subscriber(2)])],
      [`POST ${FORGET}`]: [() => jsonResponse({ subscribers: 1, kitSignUps: 2, downloadLinks: 2, messages: 1, mails: 3, syncJobs: 1 })],
    });
    const { queryClient } = renderList();
    queryClient.setQueryData(adminQueryKeys.messages, {});
    queryClient.setQueryData(adminQueryKeys.kits, []);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete this person parent1@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this person?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Delete everything Storyshelf holds about parent1@example.com'));
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This cannot be undone.'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Person' }));

    const report = await screen.findByRole('region', { name: 'Deleted parent1@example.com' });
    expect(within(report).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 email-list entry',
      '2 kit sign-ups',
      '2 download links',
      '1 contact message',
      '3 mails',
      '1 email-list update',
    ]);
    expect(within(report).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByText('parent1@example.com has been deleted.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', FORGET)).toEqual([{ email: 'parent1@example.com' }]);
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(queryClient.getQueryState(adminQueryKeys.messages)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminQueryKeys.kits)?.isInvalidated).toBe(true);

    await user.click(within(report).getByRole('button', { name: 'Close report' }));
    expect(screen.queryByRole('region', { name: /^Deleted/ })).toBeNull();
    expect(heading()).toHaveFocus();
  });

  it('deletes a person by a typed address, even one not on the list', async () => {
    const fetchMock = routeFetch({ [`GET ${API}?page=1`]: [pageOf([subscriber(1)])], [`POST ${FORGET}`]: [() => jsonResponse(none)] });
    renderList();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(1));
    const section = within(screen.getByRole('region', { name: 'Delete a person by email address' }));
    const field = section.getByLabelText('Email address');
    await user.click(section.getByRole('button', { name: 'Delete this person' }));
    // The form checks asynchronously: on a busy machine the message comes a moment later.
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter an email address.'));
    expect(field).toHaveFocus();
    await user.type(field, 'not-an-address');
    await user.click(section.getByRole('button', { name: 'Delete this person' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(field);
    await user.type(field, ' Writer@Example.com ');
    await user.click(section.getByRole('button', { name: 'Delete this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this person?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('about writer@example.com'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Person' }));
    const report = await screen.findByRole('region', { name: 'Deleted writer@example.com' });
    expect(report).toHaveTextContent('Storyshelf held nothing under this address.');
    expect(bodiesOf(fetchMock, 'POST', FORGET)).toEqual([{ email: 'writer@example.com' }]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('keeps everything and says so in the dialog when deleting fails', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [pageOf([subscriber(1)])], [`POST ${FORGET}`]: [boom] });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete this person parent1@example.com' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Person' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete this person. Nothing was removed. Please try again.');
    expect(screen.queryByRole('region', { name: /^Deleted/ })).toBeNull();
  });
});
