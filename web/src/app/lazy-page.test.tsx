import { screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyPage } from '@/app/lazy-page';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { renderWithQueryClient } from '@/testing/test-utils';

function renderPage(Page: ComponentType) {
  renderWithQueryClient(
    <RouteErrorBoundary resetKey="one">
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>,
  );
}

const module = { default: () => <h1>The page</h1> };

describe('lazyPage', () => {
  it('loads its code when first shown, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => module);
    const { Page } = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    renderPage(Page);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('renders at once once preloaded, with no fallback', async () => {
    const { Page, preload } = lazyPage(async () => module);
    await preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('leaves a failed preload to the lazy load, whose error reaches the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async (): Promise<typeof module> => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { Page, preload } = lazyPage(load);
    await expect(preload()).resolves.toBeUndefined();
    renderPage(Page);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
