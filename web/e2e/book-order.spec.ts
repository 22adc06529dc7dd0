import { expect, test } from '@playwright/test';

import { adminHeaders, createOwnerAccount, startFreshSite } from './helpers';

// The featured book and the order of /books (issue #30, part 4) on a site of its own, so the
// other specs keep the demo's newest-first books: the owner pins an older book, which the home
// page then features, and moves a book to the top of /books from the keyboard alone.

const OWNER = { email: 'order-owner@example.com', password: 'Sunshine1' };

let stopSite: (() => Promise<void>) | undefined;
let base = '';
let setupLink = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ base, setupLink, stop: stopSite } = await startFreshSite());
});

test.afterAll(async () => {
  await stopSite?.();
});

const book = (title: string) => ({
  title,
  author: 'Lily Hart',
  description: `About ${title}.`,
  ageRange: '3-6',
  publishDate: '2024-03-01',
  isbn: '978-1-23456-789-0',
  pages: 32,
  coverImage: '/files/covers/none.png',
  genres: ['Kindness'],
});

test('the owner pins a featured book and orders /books by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await createOwnerAccount(page, setupLink, OWNER);
  const headers = await adminHeaders(page);
  // Added in this order, so Charlie is the newest and /books starts with it.
  for (const title of ['Alpha', 'Bravo', 'Charlie']) {
    const res = await page.request.post(`${base}/api/admin/books`, { headers, data: book(title) });
    expect(res.status()).toBe(201);
  }

  await page.goto(`${base}/admin/books`);
  await expect(page.getByText('3 books, newest first')).toBeVisible();
  await page.getByRole('button', { name: 'Pin as featured Alpha' }).click();
  await expect(page.getByText('"Alpha" is pinned as the featured book.')).toBeVisible();

  // Alpha to the top: pick it up with Space, two steps up, drop it with Space.
  await page.getByRole('button', { name: 'Change order' }).click();
  await page.getByRole('button', { name: 'Move "Alpha", position 3 of 3' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('"Alpha" moved to position 1 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('"Alpha" dropped at position 1 of 3.')).toBeAttached();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order saved.')).toBeVisible();
  await expect(page.getByText('3 books, in your order')).toBeVisible();

  // The public site: the pinned book is the home page's Latest Book, /books is in her order.
  await page.goto(`${base}/`);
  const latest = page.getByRole('region', { name: 'Latest Book' });
  await expect(latest.getByRole('heading', { level: 3 })).toHaveText('Alpha');
  // Published in 2024: long past the default six months, so not New!.
  await expect(latest.getByText('New!')).toHaveCount(0);

  await page.goto(`${base}/books`);
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
    'Alpha',
    'Charlie',
    'Bravo',
  ]);
});
