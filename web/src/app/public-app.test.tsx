import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PublicRoutes } from '@/app/public-app';
import { createLocationProbe } from '@/testing/location-probe';
import { createTestQueryClient, jsonResponse, makeBook, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

// The contact page, made to throw while rendering when a test asks.
const contactPage = vi.hoisted(() => ({ throws: false }));
vi.mock('@/app/routes/contact', async (importOriginal) => {
  const { default: ContactRoute } = await importOriginal<typeof import('@/app/routes/contact')>();
  return {
    default: function MaybeThrowingContactRoute() {
      if (contactPage.throws) throw new Error('Something broke');
      return <ContactRoute />;
    },
  };
});

afterEach(() => {
  contactPage.throws = false;
});

function renderApp(path: string) {
  const { position, LocationProbe } = createLocationProbe();
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <PublicRoutes />
      <LocationProbe />
    </MemoryRouter>,
    createTestQueryClient(),
  );
  return position;
}

describe('PublicRoutes', () => {
  it('renders the home page with books from the API', async () => {
    mockFetch(() => jsonResponse([makeBook()]));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Magical Stories for Curious Young Minds' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Books' })).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Meet the Author' })).toHaveAttribute('href', '/about');
    // The book shows as 'Latest Book' and as a card in the collection (whose title links to it).
    expect(await screen.findByRole('link', { name: 'The Kindness Ripple' })).toHaveAttribute(
      'href',
      '/books/the-kindness-ripple-0f8c2d4e',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Book' })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/books/abc-123', '/multimedia/abc-', '/books/the-kindness-ripple-0f8c2d4e/extra'])(
    'shows %s as a page that is not found, with ways on, at its own address',
    async (path) => {
      mockFetch(() => jsonResponse([]));
      const position = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all books' })).toHaveAttribute('href', '/books');
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('search', { name: 'Search the books' })).toBeInTheDocument();
      expect(position.location.pathname).toBe(path);
    },
  );

  it('searches the books from the page that is not found', async () => {
    const user = userEvent.setup();
    mockFetch(() => jsonResponse([]));
    const position = renderApp('/no-such-page');
    await user.type(await screen.findByRole('searchbox', { name: 'Search the books' }), 'kind cloud');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Our Book Collection' })).toBeInTheDocument();
    expect(position.location.pathname + position.location.search).toBe('/books?q=kind+cloud');
  });

  it.each([
    ['/books', 'Explore Our Book Collection'],
    ['/about', 'Meet Our Author'],
    ['/contact', 'Contact'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('renders %s', async (path, heading) => {
    mockFetch(() => jsonResponse([]));
    const position = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(position.location.pathname).toBe(path);
  });

  it('renders /multimedia/the-kindness-ripple-0f8c2d4e', async () => {
    const path = '/multimedia/the-kindness-ripple-0f8c2d4e';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.startsWith('/api/books/') && !url.endsWith('/multimedia') ? jsonResponse(makeBook()) : jsonResponse([]))),
    );
    const position = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeInTheDocument();
    expect(await screen.findByText('No audio available')).toBeInTheDocument();
    expect(position.location.pathname).toBe(path);
  });

  it('shows the default error screen for a page that fails to render, until the visitor goes elsewhere', async () => {
    // React reports the error it caught; that report is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => jsonResponse([]));
    contactPage.throws = true;
    const position = renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await act(() => position.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meet Our Author' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/books/new?from=home#top'])('loads the page for %s, which the admin app serves', async (path) => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace });
    mockFetch(() => jsonResponse([]));
    renderApp(path);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(path));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
