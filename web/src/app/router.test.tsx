import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { createRoutes } from '@/app/router';
import { RouteError } from '@/components/errors/route-error';
import { createTestQueryClient, jsonResponse, makeBook, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  renderWithQueryClient(<RouterProvider router={router} />, queryClient);
  return router;
}

describe('router', () => {
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

  it('redirects an unknown path to /', async () => {
    mockFetch(() => jsonResponse([]));
    const router = renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Magical Stories for Curious Young Minds' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/books', 'Explore Our Book Collection'],
    ['/books/abc-123', 'Invalid book identifier in URL.'],
    ['/about', 'Meet Our Author'],
    ['/contact', 'Contact'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('renders %s', async (path, heading) => {
    mockFetch(() => jsonResponse([]));
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('renders /multimedia/the-kindness-ripple-0f8c2d4e', async () => {
    const path = '/multimedia/the-kindness-ripple-0f8c2d4e';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.startsWith('/api/books/') && !url.endsWith('/multimedia') ? jsonResponse(makeBook()) : jsonResponse([]))),
    );
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeInTheDocument();
    expect(await screen.findByText('No audio available')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/admin', '/admin/books/new'])('sends an anonymous visit to %s to the sign-in page', async (path) => {
    mockFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401));
    const router = renderApp(path);
    // The first visit imports the whole admin app, which Vitest transforms on the spot: on two
    // cores shared with the rest of make test that has taken over 5 s.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('gives the root route the default error screen', () => {
    const [publicRoot, adminRoot] = createRoutes(createTestQueryClient());
    expect(publicRoot.errorElement).toEqual(<RouteError />);
    expect(adminRoot.errorElement).toEqual(<RouteError />);
  });
});

describe('RouteError', () => {
  function renderFailingRoute(thrown: unknown) {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        loader: () => {
          throw thrown;
        },
        element: <p>never shown</p>,
        hydrateFallbackElement: <p>loading</p>,
      },
    ]);
    renderWithQueryClient(<RouterProvider router={router} />);
  }

  it('shows the status of a route error response', async () => {
    renderFailingRoute(new Response('', { status: 404, statusText: 'Not Found' }));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    renderFailingRoute(new Error('Something broke'));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Something broke')).toBeInTheDocument();
  });
});
