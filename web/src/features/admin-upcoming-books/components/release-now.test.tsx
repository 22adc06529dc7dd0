import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';
import type { UpcomingBook } from '@/types/api';

import { UpcomingBooksList } from './upcoming-books-list';

const releaseAt = '2027-03-15T09:00:00Z';

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
  release: { enabled: true, at: releaseAt, ageRange: '4-8', isbn: '978', pages: 32, genres: [], newsletterDraft: true },
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const moon: UpcomingBook = { ...rainbow, id: 'u-2', title: 'Moonlight Manners', release: undefined };

const renderList = () => renderAdminScreen('/admin/upcoming-books', '/admin/upcoming-books', <UpcomingBooksList />);

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('UpcomingBooksList: release day', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('marks a book set to become a book with its time, and only that one', async () => {
    routeFetch({ 'GET /api/admin/upcoming-books': [() => jsonResponse([rainbow, moon])] });
    renderList();
    await waitFor(() => expect(items()).toHaveLength(2));
    const when = new Date(releaseAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    expect(items()[0]).toHaveTextContent(`Becomes a book on ${when}`);
    expect(items()[1]).not.toHaveTextContent('Becomes a book');
  });

  it('asks, then releases: the book leaves the list and a notice links to the book and its draft', async () => {
    const release = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/upcoming-books': [() => jsonResponse([rainbow, moon]), () => jsonResponse([moon])],
      'POST /api/admin/upcoming-books/u-1/release': [release.handler],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Release now The Ripple Rainbow' }));
    const dialog = screen.getByRole('dialog', { name: 'Release this book now?' });
    expect(dialog).toHaveAccessibleDescription(
      'Make “The Ripple Rainbow” a book now? It leaves Coming Soon and appears in Books.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Release Now' }));
    expect(await within(dialog).findByRole('button', { name: 'Releasing...' })).toBeDisabled();
    release.release(jsonResponse({ bookId: 'b-9', slug: 'the-ripple-rainbow-b9', issueId: 'i-7' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.getByText('"The Ripple Rainbow" is now in Books.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the book' })).toHaveAttribute('href', '/admin/books/edit/b-9');
    expect(screen.getByRole('link', { name: 'Open the newsletter draft' })).toHaveAttribute('href', '/admin/newsletter/i-7');
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Books' })).toHaveFocus();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/upcoming-books/u-1/release')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close this notice' }));
    expect(screen.queryByRole('link', { name: 'Open the book' })).toBeNull();
  });

  it('offers no draft link when none was made', async () => {
    routeFetch({
      'GET /api/admin/upcoming-books': [() => jsonResponse([rainbow]), () => jsonResponse([])],
      'POST /api/admin/upcoming-books/u-1/release': [() => jsonResponse({ bookId: 'b-9', slug: 's', issueId: '' })],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Release now The Ripple Rainbow' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release Now' }));
    expect(await screen.findByRole('link', { name: 'Open the book' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the newsletter draft' })).toBeNull();
  });

  it('opens the form with the missing details marked when the server asks for them', async () => {
    const fields = { 'release.isbn': 'ISBN is required', 'release.pages': 'Pages must be at least 1' };
    routeFetch({
      'GET /api/admin/upcoming-books': [() => jsonResponse([moon])],
      'POST /api/admin/upcoming-books/u-2/release': [
        () => jsonResponse({ error: { code: 'invalid', message: 'ISBN is required', fields } }, 400),
      ],
    });
    const { router } = renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Release now Moonlight Manners' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/upcoming-books/edit/u-2'));
    expect(router.state.location.state).toEqual({ releaseErrors: fields });
  });

  it('says so in a toast when the release fails otherwise, keeping the book', async () => {
    routeFetch({
      'GET /api/admin/upcoming-books': [() => jsonResponse([rainbow])],
      'POST /api/admin/upcoming-books/u-1/release': [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Release now The Ripple Rainbow' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release Now' }));
    expect(await screen.findByText('Failed to release the book. Please try again.')).toBeInTheDocument();
    expect(items()).toHaveLength(1);
  });
});
