import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook, makeSite } from '@/testing/test-utils';

import { BooksList } from './books-list';

const cloud = makeBook({
  id: 'a835d4ab-0000-4000-8000-000000000001',
  slug: 'the-kindness-cloud',
  title: 'The Kindness Cloud',
  author: 'Lily Hart',
  coverImage: '/files/covers/cloud.webp',
  createdAt: '2025-06-01T10:00:00Z',
  otherEditionId: 'c2222222-0000-4000-8000-000000000003',
  otherEdition: {
    id: 'c2222222-0000-4000-8000-000000000003',
    slug: 'la-nube-de-la-bondad',
    title: 'La nube de la bondad',
    language: 'es',
    coverImage: '',
  },
});
const seed = makeBook({
  id: 'b1111111-0000-4000-8000-000000000002',
  slug: 'the-brave-little-seed',
  title: 'The Brave Little Seed',
  author: 'Sam Reed',
  coverImage: '',
  createdAt: '2024-01-20T10:00:00Z',
  language: 'es',
});

const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);

const renderList = () => renderAdminScreen('/admin/books', '/admin/books', <BooksList />);

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('BooksList', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then every book with its cover, author, date, language and actions', async () => {
    const list = deferred();
    const fetchMock = routeFetch({ 'GET /api/admin/books': [list.handler] });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument();
    expect(screen.getByText('Loading books...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Book' })).toHaveAttribute('href', '/admin/books/new');

    list.release(jsonResponse([cloud, seed]));
    await waitFor(() => expect(items()).toHaveLength(2));
    const [first, second] = items();
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('The Kindness Cloud');
    expect(first).toHaveTextContent('by Lily Hart');
    expect(first).toHaveTextContent('Added Jun 1, 2025');
    expect(first!.querySelector('img')).toHaveAttribute('src', '/files/covers/cloud.webp');
    expect(within(first!).getByRole('link', { name: 'Edit The Kindness Cloud' })).toHaveAttribute(
      'href',
      `/admin/books/edit/${cloud.id}`,
    );
    const view = within(first!).getByRole('link', { name: /^View on site for The Kindness Cloud/ });
    expect(view).toHaveAttribute('href', '/books/the-kindness-cloud-a835d4ab');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(first!).getByRole('button', { name: 'Delete The Kindness Cloud' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Language: English · Español edition: La nube de la bondad');
    expect(second).toHaveTextContent('The Brave Little Seed');
    expect(second).toHaveTextContent('Language: Español');
    expect(second).not.toHaveTextContent('edition:');
    expect(second!.querySelector('img')).toBeNull();
    expect(screen.getByText('2 books, newest first')).toBeInTheDocument();

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('says so when there are no books yet, with a way to add the first', async () => {
    routeFetch({ 'GET /api/admin/books': [() => jsonResponse([])] });
    renderList();
    expect(await screen.findByText('No books yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Book' })).toHaveAttribute('href', '/admin/books/new');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers a retry when the books cannot be loaded', async () => {
    routeFetch({ 'GET /api/admin/books': [boom, () => jsonResponse([cloud])] });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load books. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before deleting; Cancel and Escape keep the book', async () => {
    const fetchMock = routeFetch({ 'GET /api/admin/books': [() => jsonResponse([cloud, seed])] });
    renderList();
    const user = userEvent.setup();
    const deleteButton = await screen.findByRole('button', { name: 'Delete The Kindness Cloud' });

    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this book?' });
    expect(dialog).toHaveAccessibleDescription(
      'Delete "The Kindness Cloud"? This also removes its materials, videos and songs, reviews and kindness kits. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(items()).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes after confirming: the book leaves the list and a toast says so', async () => {
    const removal = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([cloud, seed]), () => jsonResponse([seed])],
      [`DELETE /api/admin/books/${cloud.id}`]: [removal.handler],
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete The Kindness Cloud' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Book' }));

    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    removal.release(new Response(null, { status: 204 }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('The Kindness Cloud')).toBeNull();
    expect(items()).toHaveLength(1);
    expect(screen.getByText('"The Kindness Cloud" has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Books' })).toHaveFocus();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE') as unknown as [string, RequestInit];
    expect((call[1].headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('keeps the book and says so when deleting fails', async () => {
    routeFetch({
      'GET /api/admin/books': [() => jsonResponse([cloud])],
      [`DELETE /api/admin/books/${cloud.id}`]: [boom],
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete The Kindness Cloud' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete book. Please try again.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete Book' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(items()).toHaveLength(1);
  });

  it('pins a book as the featured one and unpins it, with a toast each time', async () => {
    let featuredBookId = '';
    const answer = (id: string) => () => {
      featuredBookId = id;
      return jsonResponse({ message: 'ok', settings: { catalogue: { featuredBookId, newMonths: 6 } } });
    };
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([cloud, seed])],
      'PUT /api/admin/books/featured': [answer(seed.id)],
      'DELETE /api/admin/books/featured': [answer('')],
      'GET /api/site': [() => jsonResponse(makeSite({ catalogue: { featuredBookId } }))],
      'GET /api/books': [() => jsonResponse([cloud, seed])],
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pin as featured The Brave Little Seed' }));
    expect(await screen.findByText('"The Brave Little Seed" is pinned as the featured book.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/books/featured')).toEqual([{ bookId: seed.id }]);
    const second = items()[1]!;
    expect(second).toHaveTextContent('Featured on the home page');
    expect(items()[0]).not.toHaveTextContent('Featured on the home page');

    await user.click(within(second).getByRole('button', { name: 'Unpin The Brave Little Seed from the home page' }));
    expect(await screen.findByText('ok')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Featured on the home page')).toBeNull());
  });
});
