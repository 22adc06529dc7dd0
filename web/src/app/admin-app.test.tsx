import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { adminRoutes } from '@/app/admin-app';
import { RouteErrorElement } from '@/components/errors/route-error-element';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

function renderAdmin(path: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [path] });
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

describe('adminRoutes', () => {
  it.each(['/admin', '/admin/books/new'])('sends an anonymous visit to %s to the sign-in page', async (path) => {
    mockFetch(() => jsonResponse({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } }, 401));
    const router = renderAdmin(path);
    // The first visit imports the whole admin app, which Vitest transforms on the spot: on two
    // cores shared with the rest of make test that has taken over 5 s.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it.each(['/', '/books/the-kindness-ripple-0f8c2d4e?from=admin'])(
    'loads the page for %s, which the public app serves',
    async (path) => {
      const replace = vi.fn();
      vi.stubGlobal('location', { ...window.location, replace });
      renderAdmin(path);
      await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(path));
    },
  );

  it('gives the admin the default error screen', () => {
    expect(adminRoutes[0]!.errorElement).toEqual(<RouteErrorElement />);
  });
});
