import { describe, expect, it } from 'vitest';

import { isAdminPath, loadApp } from '@/app/app';
import { PublicApp } from '@/app/public-app';

describe('isAdminPath', () => {
  it.each(['/admin', '/admin/', '/admin/books/new', '/Admin/login', '/%61dmin/books'])('%s is the admin', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each(['/', '/books', '/administrator', '/books/admin', '/about'])('%s is the public site', (path) => {
    expect(isAdminPath(path)).toBe(false);
  });
});

describe('loadApp', () => {
  it('starts the public app on a public page', async () => {
    expect(await loadApp('/books')).toBe(PublicApp);
  });

  it('loads and starts the admin app on an admin page', async () => {
    const { AdminApp } = await import('@/app/admin-app');
    expect(await loadApp('/admin/books')).toBe(AdminApp);
  });
});
