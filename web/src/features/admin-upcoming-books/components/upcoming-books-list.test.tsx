import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { queryKeys } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';
import type { UpcomingBook } from '@/types/api';

import { UpcomingBooksList } from './upcoming-books-list';

const rainbow: UpcomingBook = {
  id: 'u-1',
  title: 'The Ripple Rainbow',
  titleEs: '',
  author: 'Lily Hart',
  description: 'A rainbow of kindness.',
  descriptionEs: '',
  coverImageUrl: '/files/covers/rainbow.png',
  expectedReleaseDate: '2027-03-15',
  preorderUrl: 'https://shop.example/rainbow',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const moon: UpcomingBook = {
  ...rainbow,
  id: 'u-2',
  title: 'Moonlight Manners',
  coverImageUrl: '',
  expectedReleaseDate: '2027-09-01T00:00:00Z',
  preorderUrl: '',
};

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const renderList = () => renderAdminScreen('/admin/upcoming-books', '/admin/upcoming-books', <UpcomingBooksList />);

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('UpcomingBooksList', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then the books in the order given, with dates and actions', async () => {
    const list = deferred();
    const fetchMock = routeFetch({ 'GET /api/admin/upcoming-books': [list.handler] });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Books' })).toBeInTheDocument();
    expect(screen.getByText('Loading upcoming books...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Upcoming Book' })).toHaveAttribute('href', '/admin/upcoming-books/new');

    list.release(jsonResponse([rainbow, moon]));
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('The Ripple Rainbow');
    expect(first).toHaveTextContent('by Lily Hart');
    expect(first).toHaveTextContent('Expected March 15, 2027');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/files/covers/rainbow.png');
    expect(within(first!).getByRole('link', { name: 'Edit The Ripple Rainbow' })).toHaveAttribute(
      'href',
      '/admin/upcoming-books/edit/u-1',
    );
    const preorder = within(first!).getByRole('link', { name: /^Pre-order page for The Ripple Rainbow/ });
    expect(preorder).toHaveAttribute('href', 'https://shop.example/rainbow');
    expect(preorder).toHaveAttribute('target', '_blank');
    expect(within(first!).getByRole('button', { name: 'Delete The Ripple Rainbow' })).toBeInTheDocument();
    // A date with a time suffix, no cover and no pre-order link.
    expect(second).toHaveTextContent('Expected September 1, 2027');
    expect(second!.querySelector('img')).toBeNull();
    expect(within(second!).queryByRole('link', { name: /Pre-order/ })).toBeNull();
    expect(screen.getByText('2 upcoming books, soonest release first')).toBeInTheDocument();

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('says so when there are none, with a way to add the first', async () => {
    routeFetch({ 'GET /api/admin/upcoming-books': [() => jsonResponse([])] });
    renderList();
    expect(await screen.findByText('No upcoming books yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Upcoming Book' })).toHaveAttribute(
      'href',
      '/admin/upcoming-books/new',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    routeFetch({ 'GET /api/admin/upcoming-books': [boom, () => jsonResponse([rainbow])] });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load upcoming books. Please try again.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before deleting; Cancel and Escape keep the book', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/upcoming-books': [() => jsonResponse([rainbow, moon])] });
    renderList();
    const user = userEvent.setup({ delay: null });
    const deleteButton = await screen.findByRole('button', { name: 'Delete The Ripple Rainbow' });

    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this upcoming book?' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete "The Ripple Rainbow"? It will no longer appear under Coming Soon. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(items()).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes after confirming: the book leaves the list, a toast says so, Coming Soon reloads', async () => {
    const removal = deferred();
    routeFetch({
      'GET /api/admin/upcoming-books': [() => jsonResponse([rainbow, moon]), () => jsonResponse([moon])],
      'DELETE /api/admin/upcoming-books/u-1': [removal.handler],
    });
    const { queryClient } = renderList();
    queryClient.setQueryData(queryKeys.upcomingBooks, [rainbow, moon]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete The Ripple Rainbow' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Upcoming Book' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    removal.release(new Response(null, { status: 204 }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(items()).toHaveLength(1);
    expect(screen.queryByText('The Ripple Rainbow')).toBeNull();
    expect(screen.getByText('"The Ripple Rainbow" has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Books' })).toHaveFocus();
    expect(queryClient.getQueryState(queryKeys.upcomingBooks)?.isInvalidated).toBe(true);
  });

  it('keeps the book and says so when deleting fails', async () => {
    routeFetch({
      'GET /api/admin/upcoming-books': [() => jsonResponse([rainbow])],
      'DELETE /api/admin/upcoming-books/u-1': [boom],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete The Ripple Rainbow' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Upcoming Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete upcoming book. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(items()).toHaveLength(1);
  });
});
