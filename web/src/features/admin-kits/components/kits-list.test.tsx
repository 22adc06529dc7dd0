import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { deferred, meAnswer, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { makeKitSummary } from '@/testing/admin-data';
import { jsonResponse } from '@/testing/test-utils';

import { KitsList } from './kits-list';

const cloudKit = makeKitSummary({
  id: 'kit-1',
  bookId: 'book-1',
  title: 'The Kindness Cloud Kit',
  bookTitle: 'The Kindness Cloud',
  heroImageUrl: '/files/images/cloud.png',
  fileCount: 3,
  subscriberCount: 1,
});
const orphanKit = makeKitSummary({
  id: 'kit-2',
  bookId: 'gone',
  title: 'Seed Kit',
  bookTitle: '',
  active: false,
  fileCount: 1,
  subscriberCount: 0,
});

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const renderList = () => renderAdminScreen('/admin/kindness-kits', '/admin/kindness-kits', <KitsList />);
const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('KitsList', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then every kit with its book, status, counts and actions', async () => {
    const list = deferred();
    const fetchMock = routeFetch({ 'GET /api/admin/kits': [list.handler] });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Kindness Kits' })).toBeInTheDocument();
    expect(screen.getByText('Loading kindness kits...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Kindness Kit' })).toHaveAttribute('href', '/admin/kindness-kits/new');

    list.release(jsonResponse([cloudKit, orphanKit]));
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('The Kindness Cloud Kit');
    expect(first).toHaveTextContent('The Kindness Cloud');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(first).toHaveTextContent('3 files · 1 sign-up');
    expect(within(first!).getByRole('link', { name: '1 sign-up for The Kindness Cloud Kit' })).toHaveAttribute(
      'href',
      '/admin/kindness-kits/kit-1/signups',
    );
    expect(first!.querySelector('img')).toHaveAttribute('src', '/files/images/cloud.png');
    expect(within(first!).getByRole('link', { name: 'Manage Files of The Kindness Cloud Kit' })).toHaveAttribute(
      'href',
      '/admin/kindness-kits/kit-1/files',
    );
    expect(within(first!).getByRole('link', { name: 'Edit The Kindness Cloud Kit' })).toHaveAttribute(
      'href',
      '/admin/kindness-kits/kit-1/edit',
    );
    expect(within(first!).getByRole('button', { name: 'Delete The Kindness Cloud Kit' })).toBeInTheDocument();

    expect(second).toHaveTextContent('Unknown Book');
    expect(within(second!).getByText('Inactive')).toBeInTheDocument();
    expect(second).toHaveTextContent('1 file · 0 sign-ups');
    expect(second!.querySelector('img')).toBeNull();

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('shows an editor the count of sign-ups, with no way to them', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/kits': [() => jsonResponse([cloudKit])],
      'GET /api/admin/me': [meAnswer({ role: 'editor' })],
    });
    renderList();
    const [first] = await waitFor(() => items());
    await waitFor(() => expect(within(first!).queryByRole('link', { name: /sign-up/ })).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/me');
    expect(first).toHaveTextContent('3 files · 1 sign-up');
    expect(within(first!).getByRole('link', { name: 'Manage Files of The Kindness Cloud Kit' })).toBeInTheDocument();
  });

  it('says so when there are no kits, with a way to add one', async () => {
    routeFetch({ 'GET /api/admin/kits': [() => jsonResponse([])] });
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'No Kindness Kits Found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add Kindness Kit' })).toHaveLength(2);
  });

  it('offers a retry when the list cannot load', async () => {
    routeFetch({ 'GET /api/admin/kits': [boom, () => jsonResponse([cloudKit])] });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load kindness kits. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('deletes a kit after asking, with a toast, and starts the list again', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/kits': [() => jsonResponse([cloudKit, orphanKit]), () => jsonResponse([orphanKit])],
      'DELETE /api/admin/kits/kit-1': [() => new Response(null, { status: 204 })],
    });
    renderList();
    const user = userEvent.setup();
    await waitFor(() => expect(items()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete The Kindness Cloud Kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this kindness kit?' });
    expect(dialog).toHaveTextContent('Delete "The Kindness Cloud Kit"? This also removes its files and sign-ups');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete The Kindness Cloud Kit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Kit' }));
    expect(await screen.findByText('Kindness kit deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByText('The Kindness Cloud Kit')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Kindness Kits' })).toHaveFocus();
  });

  it('says so with a toast when the delete fails, and keeps the kit', async () => {
    routeFetch({
      'GET /api/admin/kits': [() => jsonResponse([cloudKit])],
      'DELETE /api/admin/kits/kit-1': [boom],
    });
    renderList();
    const user = userEvent.setup();
    await waitFor(() => expect(items()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete The Kindness Cloud Kit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Kit' }));
    expect(await screen.findByText('Failed to delete kindness kit')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
  });
});
