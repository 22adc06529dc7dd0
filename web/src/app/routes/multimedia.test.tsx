import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import MultimediaRoute from '@/app/routes/multimedia';
import { renderRouteAt } from '@/testing/render-route';
import { jsonResponse, makeBook } from '@/testing/test-utils';

const book = makeBook();

function stubApi(bookResponse: () => Response) {
  const fetchMock = vi.fn(async (url: string) => (url.endsWith('/multimedia') ? jsonResponse([]) : bookResponse()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(...entries: string[]) {
  return renderRouteAt('/multimedia/:slugWithId', <MultimediaRoute />, entries);
}

describe('MultimediaRoute', () => {
  it.each(['/multimedia/abc-', '/multimedia/abc-123', '/multimedia/abc-123456789'])(
    'shows %s, a mistyped address, as the page that is not found without a request',
    async (path) => {
      const fetchMock = stubApi(() => jsonResponse(book));
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all books' })).toHaveAttribute('href', '/books');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows the page that is not found on a 404', async () => {
    stubApi(() => jsonResponse({ error: { code: 'not_found', message: 'Book not found.' } }, 404));
    renderAt('/multimedia/unknown-zzzzzzzz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says the book could not be loaded on other errors', async () => {
    stubApi(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderAt('/multimedia/the-kindness-ripple-0f8c2d4e');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load book information for multimedia.' })).toBeInTheDocument();
  });

  it('shows the page for the canonical URL', async () => {
    const fetchMock = stubApi(() => jsonResponse(book));
    renderAt('/multimedia/the-kindness-ripple-0f8c2d4e');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeInTheDocument();
    expect(screen.getByText('The Kindness Ripple')).toBeInTheDocument();
    expect(await screen.findByText('No audio available')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Videos & Songs: The Kindness Ripple | Storyshelf'));
    expect(fetchMock).toHaveBeenCalledWith('/api/books/the-kindness-ripple-0f8c2d4e', expect.anything());
  });

  it('replaces an outdated slug with the canonical URL without fetching the book again', async () => {
    const fetchMock = stubApi(() => jsonResponse(book));
    const position = renderAt('/contact', '/multimedia/old-title-0f8c2d4e');

    expect(await screen.findByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeInTheDocument();
    await waitFor(() => expect(position.location.pathname).toBe('/multimedia/the-kindness-ripple-0f8c2d4e'));
    expect(position.navigationType).toBe('REPLACE');
    const bookCalls = fetchMock.mock.calls.filter(([url]) => !url.endsWith('/multimedia'));
    expect(bookCalls.map(([url]) => url)).toEqual(['/api/books/old-title-0f8c2d4e']);

    await act(() => position.navigate(-1));
    await waitFor(() => expect(position.location.pathname).toBe('/contact'));
  });
});
