import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import BookDetailRoute from '@/app/routes/book-detail';
import { DETAIL_COVER_SIZES } from '@/features/book-detail/components/book-cover';
import { renderRouteAt } from '@/testing/render-route';
import { jsonResponse, makeBook, makeMaterial } from '@/testing/test-utils';

const book = makeBook({ downloadMaterials: [makeMaterial()] });

function stubApi(bookResponse: () => Response, kitResponse: () => Response = () => jsonResponse(null)) {
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/testimonials')
      ? jsonResponse({ testimonials: [], count: 0 })
      : url.endsWith('/kit')
        ? kitResponse()
        : bookResponse(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(...entries: string[]) {
  return renderRouteAt('/books/:slugWithId', <BookDetailRoute />, entries);
}

describe('BookDetailRoute', () => {
  it.each(['/books/abc-', '/books/abc-123'])('shows %s, a mistyped address, as the page that is not found without a request', async (path) => {
    const fetchMock = stubApi(() => jsonResponse(book));
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all books' })).toHaveAttribute('href', '/books');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', 404, 'not_found', 'api.bookNotFound'],
    ['a refused address', 400, 'invalid', 'bookUrl.invalidIdentifier'],
  ])('shows the page that is not found on %s', async (_, status, code, key) => {
    stubApi(() => jsonResponse({ error: { code, key, message: 'Book not found.' } }, status));
    renderAt('/books/unknown-zzzzzzzz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Book not found.')).not.toBeInTheDocument();
  });

  it('says loading failed on other errors', async () => {
    stubApi(() => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500));
    renderAt('/books/the-kindness-ripple-0f8c2d4e');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load book details. Please try again later.' }),
    ).toBeInTheDocument();
  });

  it('replaces an outdated slug with the canonical URL without fetching the book again', async () => {
    const fetchMock = stubApi(() => jsonResponse(book));
    const position = renderAt('/contact', '/books/old-title-0f8c2d4e');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Kindness Ripple' })).toBeInTheDocument();
    await waitFor(() => expect(position.location.pathname).toBe('/books/the-kindness-ripple-0f8c2d4e'));
    expect(position.navigationType).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Watch Videos & Listen to Songs' })).toHaveAttribute(
      'href',
      '/multimedia/the-kindness-ripple-0f8c2d4e',
    );
    const bookCalls = fetchMock.mock.calls.filter(([url]) => !url.endsWith('/testimonials') && !url.endsWith('/kit'));
    expect(bookCalls.map(([url]) => url)).toEqual(['/api/books/old-title-0f8c2d4e']);

    await act(() => position.navigate(-1));
    await waitFor(() => expect(position.location.pathname).toBe('/contact'));
  });

  it('shows the book with its materials and the empty reviews message', async () => {
    stubApi(() => jsonResponse(book));
    renderAt('/books/the-kindness-ripple-0f8c2d4e');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Kindness Ripple' })).toBeInTheDocument();
    expect(screen.getByText('For ages 3-7')).toBeInTheDocument();
    expect(screen.getByText('May 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Activity Sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View on Amazon/ })).not.toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('offers an uploaded cover in its stored widths, sized as the page shows it', async () => {
    stubApi(() => jsonResponse({ ...book, coverImage: '/files/covers/0123456789abcdef01234567.gif' }));
    renderAt('/books/the-kindness-ripple-0f8c2d4e');
    const cover = await screen.findByRole('img', { name: 'Cover of The Kindness Ripple' });
    expect(cover).toHaveAttribute('src', '/files/covers/0123456789abcdef01234567.gif');
    expect(cover.getAttribute('srcset')).toContain('/files/covers/0123456789abcdef01234567-w1024.jpg 1024w');
    // The server preloads the cover with the same sizes (internal/server/page.go).
    expect(cover).toHaveAttribute('sizes', DETAIL_COVER_SIZES);
  });

  it('shows the kindness kit block between the videos link and the materials', async () => {
    stubApi(
      () => jsonResponse(book),
      () =>
        jsonResponse({
          id: 'kit-1',
          bookId: book.id,
          title: 'The Kindness Ripple Kit',
          headline: '',
          subheadline: '',
          heroImageUrl: '',
          files: [{ id: 'f1', fileName: 'Parent Guide', fileType: 'pdf' }],
        }),
    );
    renderAt('/books/the-kindness-ripple-0f8c2d4e');
    const kit = await screen.findByRole('region', { name: 'Start your ripple with a free kindness kit!' });
    const videos = screen.getByRole('link', { name: 'Watch Videos & Listen to Songs' });
    const materials = screen.getByRole('heading', { level: 2, name: 'Fun Learning Materials' });
    expect(videos.compareDocumentPosition(kit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(kit.compareDocumentPosition(materials) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Privacy Policy' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('keeps the page when the kit cannot be loaded', async () => {
    stubApi(
      () => jsonResponse(book),
      () => jsonResponse({ error: { code: 'internal', message: 'boom' } }, 500),
    );
    renderAt('/books/the-kindness-ripple-0f8c2d4e');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Kindness Ripple' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /kindness kit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Activity Sheet' })).toBeInTheDocument();
  });
});
