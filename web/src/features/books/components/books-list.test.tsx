import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { BooksList } from '@/features/books/components/books-list';
import { clickLoadsPage, jsonResponse, makeBook, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

function renderBooksList() {
  return renderWithQueryClient(
    <MemoryRouter>
      <BooksList />
    </MemoryRouter>,
  );
}

describe('BooksList', () => {
  it('lists the books from GET /api/books', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse([
        makeBook(),
        makeBook({ id: 'abcdef12-0000-0000-0000-000000000000', slug: 'moon-garden', title: 'Moon Garden' }),
      ]),
    );
    renderBooksList();

    expect(screen.getByText('Loading books...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The Kindness Ripple' })).toHaveAttribute(
      'href',
      '/books/the-kindness-ripple-0f8c2d4e',
    );
    expect(screen.getByRole('link', { name: 'Moon Garden' })).toHaveAttribute('href', '/books/moon-garden-abcdef12');
    expect(fetchMock).toHaveBeenCalledWith('/api/books', expect.objectContaining({ method: 'GET' }));
  });

  it('shows the empty state', async () => {
    mockFetch(() => jsonResponse([]));
    renderBooksList();

    expect(await screen.findByRole('heading', { name: 'No books found' })).toBeInTheDocument();
    const add = screen.getByRole('link', { name: 'Add Your First Book' });
    expect(add).toHaveAttribute('href', '/admin/books/new');
    // The admin is another app: its page is loaded, not routed to.
    expect(clickLoadsPage(add)).toBe(true);
  });

  it('shows the error state and retries', async () => {
    const fetchMock = mockFetch(
      () => jsonResponse({ error: { code: 'internal', message: 'Something went wrong.' } }, 500),
      () => jsonResponse([makeBook()]),
    );
    renderBooksList();

    expect(await screen.findByText('Failed to load books. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error loading content' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('link', { name: 'The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load books. Please try again.')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
