import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { LATEST_COVER_SIZES, LatestBook } from '@/features/books/components/latest-book';
import { newestBook } from '@/features/books/utils/catalogue';
import { createTestQueryClient, jsonResponse, makeBook, makeSite, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

const older = makeBook({ id: '11111111-a', slug: 'older', title: 'Older Book', createdAt: '2024-01-01T00:00:00Z' });
const newer = makeBook({
  id: '22222222-b',
  slug: 'newer',
  title: 'Newer Book',
  createdAt: '2025-06-01T00:00:00Z',
  coverImage: '/files/covers/00000000000000000000abcd.jpg',
});

function renderLatest(catalogue = { featuredBookId: '', newMonths: 6 }) {
  return renderWithQueryClient(
    <MemoryRouter>
      <LatestBook />
    </MemoryRouter>,
    createTestQueryClient(makeSite({ catalogue })),
  );
}

describe('LatestBook', () => {
  it('picks the newest book by createdAt, whatever the order', () => {
    expect(newestBook([older, newer])?.title).toBe('Newer Book');
    expect(newestBook([newer, older])?.title).toBe('Newer Book');
    expect(newestBook([])).toBeUndefined();
  });

  it('features the newest book with an eager, high-priority cover', async () => {
    mockFetch(() => jsonResponse([older, newer]));
    renderLatest();

    expect(await screen.findByRole('heading', { level: 3, name: 'Newer Book' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Book' })).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Cover of Newer Book' });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '480');
    expect(cover).toHaveAttribute('height', '720');
    // The server preloads this cover with the same srcset and sizes (internal/server/page.go).
    expect(cover).toHaveAttribute(
      'srcset',
      '/files/covers/00000000000000000000abcd-w320.jpg 320w, /files/covers/00000000000000000000abcd-w640.jpg 640w, /files/covers/00000000000000000000abcd-w1024.jpg 1024w',
    );
    expect(cover).toHaveAttribute('sizes', LATEST_COVER_SIZES);
    expect(screen.getByRole('link', { name: 'Explore Book: Newer Book' })).toHaveAttribute('href', '/books/newer-22222222');
    expect(screen.getByRole('link', { name: 'Videos & Songs: Newer Book' })).toHaveAttribute(
      'href',
      '/multimedia/newer-22222222',
    );
  });

  it('renders nothing when there are no books', async () => {
    const fetchMock = mockFetch(() => jsonResponse([]));
    const { container } = renderLatest();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull(); // placeholder while loading
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('features the book the owner pinned rather than the newest', async () => {
    mockFetch(() => jsonResponse([newer, older]));
    renderLatest({ featuredBookId: older.id, newMonths: 6 });
    expect(await screen.findByRole('heading', { level: 3, name: 'Older Book' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Newer Book' })).not.toBeInTheDocument();
  });

  it('falls back to the newest when the pinned book is gone', async () => {
    mockFetch(() => jsonResponse([older, newer]));
    renderLatest({ featuredBookId: 'deleted-book', newMonths: 6 });
    expect(await screen.findByRole('heading', { level: 3, name: 'Newer Book' })).toBeInTheDocument();
  });

  it('says New! only while the book was published within the owner\'s period', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    mockFetch(() => jsonResponse([makeBook({ title: 'Fresh', publishDate: day(-20) })]));
    const fresh = renderLatest({ featuredBookId: '', newMonths: 1 });
    expect(await screen.findByRole('heading', { level: 3, name: 'Fresh' })).toBeInTheDocument();
    expect(screen.getByText('New!')).toBeInTheDocument();
    fresh.unmount();

    mockFetch(() => jsonResponse([makeBook({ title: 'Older', publishDate: day(-40) })]));
    renderLatest({ featuredBookId: '', newMonths: 1 });
    expect(await screen.findByRole('heading', { level: 3, name: 'Older' })).toBeInTheDocument();
    expect(screen.queryByText('New!')).not.toBeInTheDocument();
  });
});
