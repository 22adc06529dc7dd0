import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { adminQueryKeys } from '@/config/admin-paths';
import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn, whereIs } from '@/testing/admin';
import { makeMessage } from '@/testing/admin-data';
import { jsonResponse } from '@/testing/test-utils';

import type { InboxPage, MessageDelivery } from '../types';

import { MessagesInbox } from './messages-inbox';

const API = '/api/admin/messages';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const DELIVERIES: MessageDelivery[] = ['mailed', 'waiting', 'retrying', 'failed', 'logged', 'none'];

function pageOf(page: number, totalCount: number, { unread = 1, size = 20 } = {}) {
  const count = Math.max(0, Math.min(size, totalCount - (page - 1) * size));
  return (): Response =>
    jsonResponse({
      messages: Array.from({ length: count }, (_, i) => makeMessage((page - 1) * size + i + 1)),
      totalCount,
      totalPages: Math.ceil(totalCount / size),
      page,
      unread,
    } satisfies InboxPage);
}

// The router of the screen rendered last, to read where it went.
let router: ReturnType<typeof renderAdminScreen>['router'];
const location = () => whereIs(router);

function renderInbox(path = '/admin/messages') {
  const rendered = renderAdminScreen(path, '/admin/messages', <MessagesInbox />);
  router = rendered.router;
  return rendered;
}

const items = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('MessagesInbox', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then the messages newest first: sender, email, subject, date, read state, delivery', async () => {
    const list = deferred();
    routeFetch({ [`GET ${API}?page=1`]: [list.handler] });
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();

    list.release(
      jsonResponse({
        messages: [
          makeMessage(1, { subject: 'School Visit Request', delivery: 'none', deliveryNote: 'Not mailed: no address for contact messages…' }),
          makeMessage(2),
        ],
        totalCount: 2,
        totalPages: 1,
        page: 1,
        unread: 1,
      }),
    );
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Reader 1 about School Visit Request' })).toHaveAttribute('href', '/admin/messages/m-1');
    expect(first).toHaveTextContent('reader1@example.com');
    expect(first).toHaveTextContent('Question number 1 about the books.');
    expect(first).toHaveTextContent('Jun 1, 2025');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('Not mailed: no address set');
    expect(within(first).getByRole('button', { name: 'Mark as read message from Reader 1' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete message from Reader 1' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Read');
    expect(second).toHaveTextContent('Mailed to you');
    expect(within(second).getByRole('button', { name: 'Mark as unread message from Reader 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 messages, newest first')).toBeInTheDocument();
    expect(screen.getByText(/1 message is unread\./)).toBeInTheDocument();
  });

  it('says plainly for each message whether the owner was mailed about it', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [
        () =>
          jsonResponse({
            messages: DELIVERIES.map((delivery, i) => makeMessage(i + 1, { delivery })),
            totalCount: 6,
            totalPages: 1,
            page: 1,
            unread: 3,
          }),
      ],
    });
    renderInbox();
    await waitFor(() => expect(items()).toHaveLength(6));
    expect(items().map((li) => within(li).getByText(/mail/i, { selector: 'span > span' }).textContent)).toEqual([
      'Mailed to you',
      'Waiting to be mailed',
      'Mailing failed, retrying',
      'Mailing failed',
      'Not mailed: no mail server',
      'Not mailed: no address set',
    ]);
  });

  it('says so when there are no messages, or none match the filters', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 0, { unread: 0 })],
      [`GET ${API}?page=1&state=unread`]: [pageOf(1, 0, { unread: 0 })],
    });
    renderInbox();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/0 messages are unread\./)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('Show'), 'unread');
    expect(await screen.findByText('No messages match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(location()).toBe('/admin/messages');
  });

  it('offers a retry when the messages cannot be loaded', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [boom, pageOf(1, 3)] });
    renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('filters by subject and read state and searches, each from page 1, kept in the address', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}?page=2`]: [pageOf(2, 25)],
      [`GET ${API}?page=1&subject=Feedback`]: [pageOf(1, 4)],
      [`GET ${API}?page=1&subject=Feedback&state=unread`]: [pageOf(1, 2)],
      [`GET ${API}?page=1&subject=Feedback&state=unread&q=owl`]: [pageOf(1, 1)],
    });
    renderInbox('/admin/messages?page=2');
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(screen.getByText('Showing 21–25 of 25 messages, newest first')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Subject'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All subjects', 'Book Question', 'Download Issue', 'School Visit Request', 'Feedback', 'Other']);

    await user.selectOptions(screen.getByLabelText('Subject'), 'Feedback');
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(location()).toBe('/admin/messages?subject=Feedback');
    await user.selectOptions(screen.getByLabelText('Show'), 'unread');
    await waitFor(() => expect(items()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'owl{Enter}');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(location()).toBe('/admin/messages?subject=Feedback&state=unread&q=owl');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("shows each message's language as a badge, and filters by it", async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [
        () =>
          jsonResponse({
            messages: [makeMessage(1, { lang: 'es', name: 'Lucía' }), makeMessage(2)],
            totalCount: 2,
            totalPages: 1,
            page: 1,
            unread: 1,
          } satisfies InboxPage),
      ],
      [`GET ${API}?page=1&lang=es`]: [
        () =>
          jsonResponse({
            messages: [makeMessage(1, { lang: 'es', name: 'Lucía' })],
            totalCount: 1,
            totalPages: 1,
            page: 1,
            unread: 1,
          } satisfies InboxPage),
      ],
    });
    renderInbox();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(2));
    const [lucia, other] = items() as [HTMLElement, HTMLElement];
    expect(within(lucia).getByRole('img', { name: 'Spanish' })).toHaveTextContent('ES');
    expect(within(other).getByRole('img', { name: 'English' })).toHaveTextContent('EN');
    expect(
      within(screen.getByLabelText('Language'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All languages', 'English', 'Spanish']);

    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(location()).toBe('/admin/messages?lang=es');
  });

  it('pages twenty at a time', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [pageOf(1, 45)], [`GET ${API}?page=2`]: [pageOf(2, 45)] });
    renderInbox();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(items()).toHaveLength(20));
    const pager = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pager.getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    await user.click(pager.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Showing 21–40 of 45 messages, newest first')).toBeInTheDocument());
    expect(location()).toBe('/admin/messages?page=2');
    expect(items()[0]).toHaveTextContent('Reader 21');
  });

  it('marks a message read or unread from the list, says so, and refreshes the counts', async () => {
    const fetchMock = routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 2), () =>
          jsonResponse({
            messages: [makeMessage(1, { readAt: '2025-06-03T00:00:00Z' }), makeMessage(2)],
            totalCount: 2,
            totalPages: 1,
            page: 1,
            unread: 0,
          }),],
      [`PUT ${API}/m-1`]: [() => jsonResponse(makeMessage(1, { readAt: '2025-06-03T00:00:00Z' }))],
    });
    const { queryClient } = renderInbox();
    queryClient.setQueryData(adminQueryKeys.unreadCount, { unread: 1 });
    queryClient.setQueryData(adminQueryKeys.dashboard, {});
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Mark as read message from Reader 1' });
    await user.click(button);
    expect(await screen.findByText('The message from Reader 1 is marked as read.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/m-1`)).toEqual([{ read: true }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark as unread message from Reader 1' })).toBeInTheDocument());
    expect(screen.getByText(/0 messages are unread\./)).toBeInTheDocument();
    expect(queryClient.getQueryState(adminQueryKeys.unreadCount)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(adminQueryKeys.dashboard)?.isInvalidated).toBe(true);
  });

  it('says so when marking fails', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [pageOf(1, 2)], [`PUT ${API}/m-2`]: [boom] });
    renderInbox();
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Mark as unread message from Reader 2' }));
    expect(await screen.findByText('Failed to mark the message. Please try again.')).toBeInTheDocument();
  });
});

describe('MessagesInbox delete', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('asks first, naming the sender and subject; Cancel keeps the message and the focus', async () => {
    const fetchMock = routeFetch({ [`GET ${API}?page=1`]: [pageOf(1, 3)] });
    renderInbox();
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Delete message from Reader 2' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveAccessibleDescription('Delete the message from "Reader 2" about "Book Question"? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(button).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes after confirming, says so, and starts the list again at its heading', async () => {
    routeFetch({
      [`GET ${API}?page=1`]: [pageOf(1, 3), pageOf(1, 2)],
      [`DELETE ${API}/m-2`]: [() => new Response(null, { status: 204 })],
    });
    renderInbox();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete message from Reader 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The message from Reader 2 has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toHaveFocus();
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('keeps the message and says so in the dialog when deleting fails', async () => {
    routeFetch({ [`GET ${API}?page=1`]: [pageOf(1, 3)], [`DELETE ${API}/m-1`]: [boom] });
    renderInbox();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete message from Reader 1' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete the message. Please try again.');
    expect(items()).toHaveLength(3);
  });
});
