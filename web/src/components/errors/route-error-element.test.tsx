import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RouteErrorElement } from '@/components/errors/route-error-element';
import { renderWithQueryClient } from '@/testing/test-utils';

describe('RouteErrorElement', () => {
  function renderFailingRoute(thrown: unknown) {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorElement />,
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
