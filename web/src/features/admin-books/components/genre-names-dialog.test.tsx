import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import { BooksList } from './books-list';
import { MSG_GENRE_NAMES_FAILED, MSG_GENRE_NAMES_LOAD_FAILED } from './genre-names-dialog';

const genres = [
  { genre: 'Kindness', genreEs: 'Bondad', books: 2 },
  { genre: 'Nature', genreEs: '', books: 1 },
];

const renderList = () => renderAdminScreen('/admin/books', '/admin/books', <BooksList />);

async function openDialog() {
  const user = userEvent.setup();
  renderList();
  await user.click(await screen.findByRole('button', { name: 'Genres in Spanish' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Genres in Spanish' }) };
}

describe('Genres in Spanish', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it("shows each English genre with its Spanish name and book count, and saves what she typed", async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([makeBook()])],
      'GET /api/admin/genres': [() => jsonResponse({ genres })],
      'PUT /api/admin/genres': [
        () => jsonResponse({ message: 'Spanish names of the genres saved.', genres: [genres[0], { ...genres[1], genreEs: 'Naturaleza' }] }),
      ],
    });
    const { user, dialog } = await openDialog();
    const kindness = await within(dialog).findByRole('textbox', { name: 'Spanish for “Kindness”' });
    expect(kindness).toHaveValue('Bondad');
    expect(kindness).toHaveAccessibleDescription('2 English books');
    const nature = within(dialog).getByRole('textbox', { name: 'Spanish for “Nature”' });
    expect(nature).toHaveValue('');
    expect(nature).toHaveAccessibleDescription('1 English book');

    await user.type(nature, ' Naturaleza ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Names' }));

    expect(await screen.findByText('Spanish names of the genres saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/genres')).toEqual([
      { genres: [{ genre: 'Kindness', genreEs: 'Bondad' }, { genre: 'Nature', genreEs: 'Naturaleza' }] },
    ]);
  });

  it('keeps what she typed when the save fails, and refuses a name over 100 characters before sending', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([makeBook()])],
      'GET /api/admin/genres': [() => jsonResponse({ genres })],
      'PUT /api/admin/genres': [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500)],
    });
    const { user, dialog } = await openDialog();
    const nature = await within(dialog).findByRole('textbox', { name: 'Spanish for “Nature”' });

    await user.type(nature, 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Save Names' }));
    expect(await within(dialog).findByText('Please keep this under 100 characters.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/genres')).toEqual([]);

    await user.clear(nature);
    await user.type(nature, 'Naturaleza');
    await user.click(within(dialog).getByRole('button', { name: 'Save Names' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG_GENRE_NAMES_FAILED);
    expect(nature).toHaveValue('Naturaleza');
    expect(screen.getByRole('dialog', { name: 'Genres in Spanish' })).toBeInTheDocument();
  });

  it('says how to add genres when the English books have none, and offers a retry when loading fails', async () => {
    routeFetch({
      'GET /api/admin/books': [() => jsonResponse([makeBook()])],
      'GET /api/admin/genres': [() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500), () => jsonResponse({ genres: [] })],
    });
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText(MSG_GENRE_NAMES_LOAD_FAILED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText(/Your English books have no genres yet/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
