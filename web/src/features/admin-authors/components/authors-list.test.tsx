import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { queryKeys } from '@/config/paths';
import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, deferred, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse } from '@/testing/test-utils';

import type { AdminAuthor } from '../types';

import { AuthorsList } from './authors-list';

const API = '/api/admin/authors';
const boom = () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500);
const author = (name: string, bookCount: number): AdminAuthor => ({ id: name, name, bookCount });
const lily = author('Lily Hart', 3);
const sam = author('Sam Reed', 1);
const zoe = author('zoe Park', 2);

const renderList = () => renderAdminScreen('/admin/authors', '/admin/authors', <AuthorsList />);
const rows = () => within(screen.getByRole('list', { name: 'Authors' })).getAllByRole('listitem');
const row = (name: string) => within(rows().find((r) => within(r).queryByRole('heading', { name }))!);

describe('AuthorsList', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('shows a spinner, then every author in the order given with the book count', async () => {
    const list = deferred();
    const fetchMock = routeFetch({ [`GET ${API}`]: [list.handler] });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Authors' })).toBeInTheDocument();
    expect(screen.getByText('Loading authors...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Author Profile' })).toHaveAttribute('href', '/admin/authors/profile');

    list.release(jsonResponse([lily, sam, zoe]));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => within(r).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Lily Hart',
      'Sam Reed',
      'zoe Park',
    ]);
    expect(rows()[0]).toHaveTextContent('3 books');
    expect(rows()[1]).toHaveTextContent('1 book');
    expect(screen.getByText('3 authors named on your books, A to Z')).toBeInTheDocument();
    const del = row('Lily Hart').getByRole('button', { name: 'Delete Lily Hart' });
    expect(del).toBeDisabled();
    expect(del).toHaveAccessibleDescription('Cannot delete authors with books');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('searches by name, whatever the case, and says when nothing matches', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse([lily, sam, zoe])] });
    renderList();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search authors' }), 'ZOE');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('zoe Park');
    expect(screen.getByRole('status')).toHaveTextContent('1 author matches "ZOE"');
    await user.clear(screen.getByRole('searchbox', { name: 'Search authors' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search authors' }), 'nobody');
    expect(screen.getByRole('heading', { level: 2, name: 'No authors match' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Authors' })).toBeNull();
  });

  it('says so when no book names an author yet', async () => {
    routeFetch({ [`GET ${API}`]: [() => jsonResponse([])] });
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'No authors yet' })).toBeInTheDocument();
  });

  it('offers a retry when the authors cannot be loaded', async () => {
    routeFetch({ [`GET ${API}`]: [boom, () => jsonResponse([lily])] });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load authors. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('renames inline: editing, Saving..., the new name in the list and on the public pages', async () => {
    const save = deferred();
    const fetchMock = routeFetch({
      [`GET ${API}`]: [() => jsonResponse([lily, sam]), () => jsonResponse([author('Lily H. Hart', 3), sam])],
      [`PUT ${API}`]: [save.handler],
    });
    const { queryClient } = renderList();
    queryClient.setQueryData(queryKeys.books, []);
    queryClient.setQueryData(queryKeys.book('the-kindness-cloud-a835d4ab'), {});
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(row('Lily Hart').getByRole('button', { name: 'Rename Lily Hart' }));
    const input = screen.getByLabelText('New name for Lily Hart');
    expect(input).toHaveValue('Lily Hart');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Every one of the 3 books by Lily Hart gets the new name.');
    await user.clear(input);
    await user.type(input, '  Lily H. Hart ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', API)).toEqual([{ oldName: 'Lily Hart', newName: 'Lily H. Hart' }]);
    save.release(jsonResponse({ name: 'Lily H. Hart', booksUpdated: 3 }));

    expect(await screen.findByText('"Lily Hart" is now "Lily H. Hart" on 3 books.')).toBeInTheDocument();
    await waitFor(() => expect(row('Lily H. Hart').getByRole('button', { name: 'Rename Lily H. Hart' })).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Lily Hart' })).toBeNull();
    expect(queryClient.getQueryState(queryKeys.books)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.book('the-kindness-cloud-a835d4ab'))?.isInvalidated).toBe(true);
  });

  it('refuses an empty name, and the same name or Cancel change nothing', async () => {
    const fetchMock = routeFetch({ [`GET ${API}`]: [() => jsonResponse([lily, sam])] });
    renderList();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(row('Sam Reed').getByRole('button', { name: 'Rename Sam Reed' }));
    await user.clear(screen.getByLabelText('New name for Sam Reed'));
    await user.type(screen.getByLabelText('New name for Sam Reed'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New name for Sam Reed')).toHaveAccessibleDescription(
        expect.stringContaining('Author name cannot be empty'),
      ),
    );
    expect(screen.getByLabelText('New name for Sam Reed')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('New name for Sam Reed')).toBeNull();
    expect(row('Sam Reed').getByRole('button', { name: 'Rename Sam Reed' })).toHaveFocus();

    await user.click(row('Sam Reed').getByRole('button', { name: 'Rename Sam Reed' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('New name for Sam Reed')).toBeNull());

    await user.click(row('Sam Reed').getByRole('button', { name: 'Rename Sam Reed' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('New name for Sam Reed')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows the server's 'No books found' and the fixed failure, keeping what was typed", async () => {
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse([lily])],
      [`PUT ${API}`]: [
        () => jsonResponse({ error: { code: 'not_found', message: 'No books found for author: Lily Hart' } }, 404),
        boom,
      ],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Rename Lily Hart' }));
    await user.type(screen.getByLabelText('New name for Lily Hart'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('No books found for author: Lily Hart');
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update author. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('New name for Lily Hart')).toHaveValue('Lily Hart Jr');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('asks with the spec text before deleting an author without books, and says when it fails', async () => {
    const nobody = author('Old Name', 0);
    routeFetch({
      [`GET ${API}`]: [() => jsonResponse([nobody, lily])],
      [`DELETE ${API}?name=Old%20Name`]: [boom],
    });
    renderList();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const del = row('Old Name').getByRole('button', { name: 'Delete Old Name' });
    expect(del).toBeEnabled();
    await user.click(del);
    const dialog = screen.getByRole('dialog', { name: 'Delete this author?' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete the author "Old Name"? This will remove the author from all associated books. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Author' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete author. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(2);
  });
});
