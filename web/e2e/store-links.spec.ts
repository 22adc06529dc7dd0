import { expect, test } from '@playwright/test';

import { adminHeaders, axeViolations, createOwnerAccount, startFreshSite } from './helpers';

// Where to buy: on a site of her own, the owner adds a Bookshop.org link to a book in its
// form, and the book's page shows it under 'Where to buy', opening the shop in a new tab.

const OWNER = { email: 'stores-owner@example.com', password: 'Sunshine1' };
const BOOKSHOP = 'https://bookshop.org/a/12345/9781234567890';

test('the owner adds a Bookshop.org link to a book and it shows on the book page', async ({ browser }) => {
  const site = await startFreshSite();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await createOwnerAccount(page, site.setupLink, OWNER);
    const created = await page.request.post(`${site.base}/api/admin/books`, {
      headers: await adminHeaders(page),
      data: {
        title: 'The Brave Little Seed',
        author: 'Lily Hart',
        description: 'A seed finds its courage.',
        ageRange: '3-6',
        publishDate: '2026-03-01',
        isbn: '978-1-23456-789-0',
        pages: 32,
        coverImage: '/files/covers/missing.png',
        genres: ['Nature'],
      },
    });
    expect(created.status()).toBe(201);
    const book = (await created.json()) as { id: string; slug: string };

    await page.goto(`${site.base}/admin/books/edit/${book.id}`);
    const whereToBuy = page.getByRole('region', { name: 'Where to Buy' });
    await whereToBuy.getByRole('button', { name: 'Add store link' }).click();
    await expect(whereToBuy.getByLabel('Store 1 Store')).toBeFocused();
    await whereToBuy.getByLabel('Store 1 Store').selectOption({ label: 'Bookshop.org' });
    // A known store shows its own name: no name field.
    await expect(whereToBuy.getByLabel(/Store 1 Name/)).toHaveCount(0);
    await whereToBuy.getByLabel('Store 1 Address').fill('bookshop.org/seed');
    await page.getByRole('button', { name: 'Update Book' }).click();
    await expect(whereToBuy.getByText("Please enter the store's web address, starting with https://")).toBeVisible();
    await whereToBuy.getByLabel('Store 1 Address').fill(BOOKSHOP);
    await page.getByRole('button', { name: 'Update Book' }).click();
    await expect(page.getByText('"The Brave Little Seed" has been updated.')).toBeVisible();

    await page.goto(`${site.base}/books/${book.slug}-${book.id.slice(0, 8)}`);
    const stores = page.getByRole('list', { name: 'Where to buy' });
    const link = stores.getByRole('link', { name: 'Bookshop.org (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', BOOKSHOP);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
    await site.stop();
  }
});
