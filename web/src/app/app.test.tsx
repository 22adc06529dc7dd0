import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { isAdminPath, loadApp } from '@/app/app';
import { PublicApp, PublicRoutes } from '@/app/public-app';
import { jsonResponse, mockFetch, renderWithQueryClient } from '@/testing/test-utils';

describe('isAdminPath', () => {
  it.each(['/admin', '/admin/', '/admin/books/new', '/Admin/login', '/%61dmin/books'])('%s is the admin', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each(['/', '/books', '/administrator', '/books/admin', '/about'])('%s is the public site', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });
});

describe('loadApp', () => {
  it("starts the public app on a public page, with the page's code loaded", async () => {
    mockFetch(() => jsonResponse([]));
    expect(await loadApp('/books')).toBe(PublicApp);
    renderWithQueryClient(
      <MemoryRouter initialEntries={['/books']}>
        <PublicRoutes />
      </MemoryRouter>,
    );
    // In the first render: no spinner while the page's code loads.
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Our Book Collection' })).toBeInTheDocument();
  });

  it('loads and starts the admin app on an admin page', async () => {
    const { AdminApp } = await import('@/app/admin-app');
    expect(await loadApp('/admin/books')).toBe(AdminApp);
  });
});
