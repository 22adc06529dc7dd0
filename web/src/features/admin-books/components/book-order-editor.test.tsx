import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/lib/auth/session-store';
import { bodiesOf, renderAdminScreen, routeFetch, signIn } from '@/testing/admin';
import { jsonResponse, makeBook } from '@/testing/test-utils';

import { BooksList } from './books-list';

const a = makeBook({ id: 'aaaaaaaa-1', slug: 'a', title: 'Apple', createdAt: '2025-03-01T00:00:00Z' });
const b = makeBook({ id: 'bbbbbbbb-2', slug: 'b', title: 'Bear', createdAt: '2025-02-01T00:00:00Z' });
const c = makeBook({ id: 'cccccccc-3', slug: 'c', title: 'Cloud', createdAt: '2025-01-01T00:00:00Z' });

// The books as the editor lists them, by their handles: "1Apple" is Apple in first place.
const titles = () =>
  within(screen.getByRole('region', { name: 'Custom order' }))
    .getAllByRole('button', { name: /^Move ".*", position \d of 3$/ })
    .map((handle) => {
      const [, title, position] = /^Move "(.*)", position (\d)/.exec(handle.textContent ?? '')!;
      return `${position}${title}`;
    });

const handle = (title: string, position: number) =>
  screen.getByRole('button', { name: `Move "${title}", position ${position} of 3` });

describe('BookOrderEditor', () => {
  beforeEach(signIn);
  afterEach(() => sessionStore.stop());

  it('moves a book by keyboard, says where it is, and saves the order', async () => {
    const placed = [
      { ...b, position: 1 },
      { ...a, position: 2 },
      { ...c, position: 3 },
    ];
    const fetchMock = routeFetch({
      'GET /api/admin/books': [() => jsonResponse([a, b, c]), () => jsonResponse(placed)],
      'PUT /api/admin/books/order': [() => jsonResponse({ message: 'Order saved.', books: placed })],
      'GET /api/books': [() => jsonResponse(placed)],
    });
    renderAdminScreen('/admin/books', '/admin/books', <BooksList />);
    const user = userEvent.setup();
    expect(await screen.findByText('3 books, newest first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    expect(titles()).toEqual(['1Apple', '2Bear', '3Cloud']);

    handle('Bear', 2).focus();
    await user.keyboard(' ');
    expect(screen.getByText(/^Picked up "Bear", position 2 of 3/)).toBeInTheDocument();
    await user.keyboard('{ArrowUp}');
    expect(titles()).toEqual(['1Bear', '2Apple', '3Cloud']);
    expect(screen.getByText('"Bear" moved to position 1 of 3.')).toBeInTheDocument();
    expect(handle('Bear', 1)).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('"Bear" dropped at position 1 of 3.')).toBeInTheDocument();
    // Dropped: the arrows no longer move it.
    await user.keyboard('{ArrowDown}');
    expect(titles()).toEqual(['1Bear', '2Apple', '3Cloud']);

    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('Order saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/books/order')).toEqual([{ ids: [b.id, a.id, c.id] }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Custom order' })).toBeNull());
    expect(screen.getByText('3 books, in your order')).toBeInTheDocument();
  });

  it('puts a lifted book back on Escape, and moves with the buttons too', async () => {
    routeFetch({ 'GET /api/admin/books': [() => jsonResponse([a, b, c])] });
    renderAdminScreen('/admin/books', '/admin/books', <BooksList />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change order' }));

    handle('Apple', 1).focus();
    await user.keyboard(' {ArrowDown}{ArrowDown}');
    expect(titles()).toEqual(['1Bear', '2Cloud', '3Apple']);
    await user.keyboard('{Escape}');
    expect(titles()).toEqual(['1Apple', '2Bear', '3Cloud']);
    expect(screen.getByText('Move cancelled. "Apple" is back at position 1 of 3.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move "Cloud" up' }));
    expect(titles()).toEqual(['1Apple', '2Cloud', '3Bear']);
    expect(screen.getByRole('button', { name: 'Move "Apple" up' })).toBeDisabled();
  });

  it('resets to newest first', async () => {
    const fetchMock = routeFetch({
      'GET /api/admin/books': [
        () => jsonResponse([{ ...c, position: 1 }, { ...a, position: 2 }, { ...b, position: 3 }]),
        () => jsonResponse([a, b, c]),
      ],
      'DELETE /api/admin/books/order': [() => jsonResponse({ message: 'Books are shown newest first again.', books: [a, b, c] })],
      'GET /api/books': [() => jsonResponse([a, b, c])],
    });
    renderAdminScreen('/admin/books', '/admin/books', <BooksList />);
    const user = userEvent.setup();
    expect(await screen.findByText('3 books, in your order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change order' }));
    await user.click(screen.getByRole('button', { name: 'Reset to newest first' }));
    expect(await screen.findByText('Books are shown newest first again.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/books/order' && init?.method === 'DELETE')).toBe(true);
    expect(screen.getByText('3 books, newest first')).toBeInTheDocument();
  });
});
