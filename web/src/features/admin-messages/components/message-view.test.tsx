import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { makeMessage } from '@/testing/admin-data';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import { MessageView } from './message-view';

const API = '/api/admin/messages';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const READ_AT = '2025-06-03T09:00:00Z';

const unread = makeMessage(1, {
  subject: 'School Visit Request',
  message: 'Could you visit our class?\nWe are in Leeds.',
  delivery: 'retrying',
  deliveryNote: 'Sending failed, retrying: connection refused',
});

function renderView(id = 'm-1', state?: unknown) {
  return renderAdminScreen(
    { pathname: `/admin/messages/${id}`, state },
    '/admin/messages/:id',
    <MessageView id={id} />,
  );
}

describe('MessageView', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows the message with its sender, date and delivery, offers a reply by mail, and marks it read once', async () => {
    const answer = deferred();
    const fetchMock = routeFetch({
      [`GET ${API}/m-1`]: [answer.handler, () => jsonResponse({ ...unread, readAt: READ_AT })],
      [`PUT ${API}/m-1`]: [() => jsonResponse({ ...unread, readAt: READ_AT })],
    });
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText('Loading message...')).toBeInTheDocument();
    answer.release(jsonResponse(unread));

    const article = await screen.findByRole('article', { name: 'Message from Reader 1' });
    expect(screen.getByRole('heading', { level: 1, name: 'School Visit Request' })).toBeInTheDocument();
    expect(article).toHaveTextContent('FromReader 1 <reader1@example.com>');
    expect(article).toHaveTextContent('Jun 1, 2025');
    expect(article).toHaveTextContent('LanguageEnglish');
    expect(article).toHaveTextContent('Sending failed, retrying: connection refused');
    expect(article).toHaveTextContent('Could you visit our class? We are in Leeds.');
    expect(within(article).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:reader1@example.com?subject=Re%3A%20School%20Visit%20Request',
    );
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/admin/messages');

    // Opening it marked it read.
    await waitFor(() => expect(within(article).getByText('Read')).toBeInTheDocument());
    expect(within(article).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', `${API}/m-1`)).toEqual([{ read: true }]);
    expect(screen.queryByText(/is marked as read/)).toBeNull();
  });

  it('leaves a read message as it is, and can mark it unread without marking it read again', async () => {
    const read = makeMessage(2);
    const fetchMock = routeFetch({
      [`GET ${API}/m-2`]: [() => jsonResponse(read), () => jsonResponse({ ...read, readAt: null })],
      [`PUT ${API}/m-2`]: [() => jsonResponse({ ...read, readAt: null })],
    });
    renderView('m-2');
    const user = userEvent.setup({ delay: null });
    const article = await screen.findByRole('article', { name: 'Message from Reader 2' });
    expect(within(article).getByText('Read')).toBeInTheDocument();
    const button = within(article).getByRole('button', { name: 'Mark as unread' });
    await user.click(button);
    expect(await screen.findByText('The message from Reader 2 is marked as unread.')).toBeInTheDocument();
    await waitFor(() => expect(within(article).getByText('Unread')).toBeInTheDocument());
    expect(within(article).getByRole('button', { name: 'Mark as read' })).toHaveFocus();
    await new Promise((r) => setTimeout(r, 50));
    expect(bodiesOf(fetchMock, 'PUT', `${API}/m-2`)).toEqual([{ read: false }]);
  });

  it('deletes after confirming and goes back to the inbox it came from', async () => {
    const read = makeMessage(2);
    const fetchMock = routeFetch({
      [`GET ${API}/m-2`]: [() => jsonResponse(read)],
      [`DELETE ${API}/m-2`]: [() => new Response(null, { status: 204 })],
    });
    const { router } = renderView('m-2', { from: '?state=unread' });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/admin/messages?state=unread');
    await user.click(await screen.findByRole('button', { name: 'Delete this message' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveAccessibleDescription('Delete the message from "Reader 2" about "Book Question"? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/messages'));
    expect(router.state.location.search).toBe('?state=unread');
    expect(router.state.location.state).toEqual({ deleted: true });
    expect(screen.getByText('The message from Reader 2 has been deleted.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('says when the message is gone, with the way back', async () => {
    routeFetch({ [`GET ${API}/m-9`]: [() => jsonResponse({ error: { code: 'not_found', message: 'Message not found' } }, 404)] });
    renderView('m-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not found. It may have been deleted.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/admin/messages');
  });

  it('offers a retry when the message cannot be loaded, and says when marking it read failed', async () => {
    routeFetch({ [`GET ${API}/m-1`]: [boom, () => jsonResponse(unread)], [`PUT ${API}/m-1`]: [boom] });
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the message. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Message from Reader 1' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to mark the message. Please try again.')).toBeInTheDocument();
  });
});
