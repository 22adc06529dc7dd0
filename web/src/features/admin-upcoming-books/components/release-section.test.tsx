import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, FakeXHR, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';
import type { UpcomingBook } from '@/types/api';

import { EditUpcomingBook } from './edit-upcoming-book';

const stored: UpcomingBook = {
  id: 'u-1',
  title: 'The Ripple Rainbow',
  titleEs: '',
  author: 'Lily Hart',
  description: 'A rainbow of kindness.',
  descriptionEs: '',
  coverImageUrl: '/files/covers/rainbow.png',
  expectedReleaseDate: '2099-03-15',
  preorderUrl: '',
  release: { enabled: false, at: null, ageRange: '', isbn: '', pages: 0, genres: [], newsletterDraft: true },
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

const renderEdit = (state?: unknown) =>
  renderAdminScreen(
    { pathname: '/admin/upcoming-books/edit/u-1', state },
    '/admin/upcoming-books/edit/:id',
    <EditUpcomingBook id="u-1" />,
  );

describe('UpcomingBookForm: release day', () => {
  beforeEach(() => {
    signIn();
    FakeXHR.install();
  });
  afterEach(() => sessionStore.stop());

  it('says when the expected release date and the release day disagree, and makes them agree in one click', async () => {
    routeFetch({ 'GET /api/admin/upcoming-books/u-1': [() => jsonResponse(stored)] });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Make it a book on its release day'));
    const at = await screen.findByLabelText('Release at');
    expect(screen.queryByText(/as the expected release date/)).toBeNull(); // the suggested time agrees

    await user.clear(at);
    await user.type(at, '2099-04-02T09:00');
    const warning = (await screen.findByText(/as the expected release date/)).closest('[role="status"]');
    expect(warning).toHaveTextContent('Readers see March 15, 2099 as the expected release date, but the book comes out on April 2, 2099.');
    await user.click(screen.getByRole('button', { name: 'Make the expected release date April 2, 2099' }));
    expect(screen.getByLabelText(/Expected Release Date/)).toHaveValue('2099-04-02');
    await waitFor(() => expect(screen.queryByText(/as the expected release date/)).toBeNull());
  });

  it('shows the release details only once turned on, starting at the expected date at 09:00', async () => {
    routeFetch({ 'GET /api/admin/upcoming-books/u-1': [() => jsonResponse(stored)] });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    const group = await screen.findByRole('group', { name: 'Release day' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Add the Spanish edition from Books.'));
    expect(group).toHaveAccessibleDescription(expect.stringContaining('it leaves Coming Soon and appears in Books'));
    expect(screen.queryByLabelText('Release at')).toBeNull();
    expect(screen.queryByLabelText('ISBN')).toBeNull();

    await user.click(screen.getByLabelText('Make it a book on its release day'));
    expect(await screen.findByLabelText('Release at')).toHaveValue('2099-03-15T09:00');
    expect(screen.getByLabelText('Release at')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('Age Range')).toBeInTheDocument();
    expect(screen.getByLabelText('Pages')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Genre 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Prepare a newsletter draft announcing it')).toBeChecked();

    await user.click(screen.getByLabelText('Make it a book on its release day'));
    expect(screen.queryByLabelText('Release at')).toBeNull();
  });

  it('puts the book form’s messages on the release fields and sends nothing until they are filled', async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      'GET /api/admin/upcoming-books/u-1': [() => jsonResponse(stored)],
      'PUT /api/admin/upcoming-books/u-1': [save.handler],
    });
    renderEdit();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Make it a book on its release day'));
    await user.clear(await screen.findByLabelText('Release at'));
    await user.click(screen.getByRole('button', { name: 'Update Upcoming Book' }));

    const expected: Array<[string, string]> = [
      ['Release at', 'Choose the date and time to release it.'],
      ['Age Range', 'Age range is required'],
      ['ISBN', 'ISBN is required'],
      ['Pages', 'Pages must be at least 1'],
    ];
    for (const [label, message] of expected) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/upcoming-books/u-1')).toHaveLength(0);

    await user.type(screen.getByLabelText('Release at'), '2099-03-16T10:30');
    await user.type(screen.getByLabelText('Age Range'), '4-8');
    await user.type(screen.getByLabelText('ISBN'), '9780000000099');
    await user.type(screen.getByLabelText('Pages'), '32');
    await user.type(screen.getByLabelText('Genre 1'), ' Nature ');
    await user.click(screen.getByLabelText('Prepare a newsletter draft announcing it'));
    await user.click(screen.getByRole('button', { name: 'Update Upcoming Book' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'PUT', '/api/admin/upcoming-books/u-1')).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/upcoming-books/u-1')[0]).toMatchObject({
      release: {
        enabled: true,
        at: new Date('2099-03-16T10:30').toISOString(),
        ageRange: '4-8',
        isbn: '9780000000099',
        pages: 32,
        genres: ['Nature'],
        newsletterDraft: false,
      },
    });
  });

  it('opened from a refused Release now, shows the missing details with their messages', async () => {
    routeFetch({ 'GET /api/admin/upcoming-books/u-1': [() => jsonResponse(stored)] });
    renderEdit({ releaseErrors: { 'release.isbn': 'ISBN is required', 'release.pages': 'Pages must be at least 1' } });
    const isbn = await screen.findByLabelText('ISBN');
    await waitFor(() => expect(isbn).toHaveAttribute('aria-invalid', 'true'));
    expect(isbn).toHaveAccessibleDescription(expect.stringContaining('ISBN is required'));
    expect(screen.getByLabelText('Pages')).toHaveAccessibleDescription(expect.stringContaining('Pages must be at least 1'));
    expect(screen.getByText(/add its details under Release day/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Release at')).toBeNull();
  });
});
