import { expect, test } from '@playwright/test';

import { adminHeaders, openAdminPage } from './helpers';

// Drafts and preview (issue #30) against the real binary: the owner turns a book into a draft
// on its form, the list marks it, Preview opens its real page for her, and a visitor without
// the signed link finds nothing at its address. The book carries this run's mark and is
// deleted at the end.

const ADMIN = { email: 'publishing-owner@example.com', password: 'Sunshine1' };
const TITLE = `The Hidden Acorn ${Date.now().toString(36)}`;

test('a draft is previewed by its owner and missing for visitors', async ({ browser }) => {
  const { context, page } = await openAdminPage(browser, ADMIN);
  const headers = await adminHeaders(page);
  const created = await page.request.post('/api/admin/books', {
    headers,
    data: {
      title: TITLE, author: 'Lily Hart', description: 'An acorn waits.', ageRange: '3-6', publishDate: '2026-03-01',
      isbn: '978-1-23456-789-7', pages: 24, coverImage: '/files/covers/acorn.png', genres: ['Nature'],
    },
  });
  expect(created.status()).toBe(201);
  const book = (await created.json()) as { id: string; slug: string };
  const address = `/books/${book.slug}-${book.id.slice(0, 8)}`;
  try {
    await page.goto(`/admin/books/edit/${book.id}`);
    await page.getByRole('radiogroup', { name: 'Publishing' }).getByLabel('Draft').check();
    await page.getByRole('button', { name: 'Update Book' }).click();
    await expect(page).toHaveURL(/\/admin\/books$/);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: TITLE });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: `Preview "${TITLE}"`, exact: true }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`${address}\\?preview=`));
    await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

    const visitor = await browser.newPage();
    const answer = await visitor.goto(address);
    expect(answer?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);
    await visitor.close();
  } finally {
    await page.request.delete(`/api/admin/books/${book.id}`, { headers: await adminHeaders(page) });
    await context.close();
  }
});
