import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, failWith500, openAdminPage, type DemoBook } from './helpers';

// The admin Authors screen against the real binary: the list, the inline rename and what the
// public book pages show after it, accessibility at 375 px and at desktop width, and a failed
// load. Every demo book is by the demo's author, so the rename is undone at the end (and in
// afterAll, should a test fail) and the other spec files see her name.

const ADMIN = { email: 'authors-owner@example.com', password: 'Sunshine1' };
const AUTHOR = 'Lily Hart';
const RUN = Date.now().toString(36);
const NEW_NAME = `Lily Hart-Moon ${RUN}`;

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const row = (name: string) =>
  page.getByRole('list', { name: 'Authors' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
});

test.afterAll(async () => {
  try {
    const headers = await adminHeaders(page);
    await page.request.put('/api/admin/authors', { headers, data: { oldName: NEW_NAME, newName: AUTHOR } });
  } finally {
    await context?.close();
  }
});

test('the list shows the demo author with her book count, and the way to her profile', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Authors' }).click();
  await expect(page).toHaveURL(/\/admin\/authors$/);
  await expect(heading('Authors')).toBeVisible();
  await expect(page).toHaveTitle(/^Authors \| Admin Portal/);
  const books = (await (await page.request.get('/api/books')).json()) as DemoBook[];
  const count = books.filter((b) => b.author === AUTHOR).length;
  await expect(row(AUTHOR)).toContainText(`${count} books`);
  const del = row(AUTHOR).getByRole('button', { name: `Delete ${AUTHOR}` });
  await expect(del).toBeDisabled();
  await expect(row(AUTHOR)).toContainText('Cannot delete authors with books');
  await expect(page.getByRole('link', { name: 'Edit Author Profile' })).toHaveAttribute('href', '/admin/authors/profile');

  await page.getByRole('searchbox', { name: 'Search authors' }).fill('LILY');
  await expect(row(AUTHOR)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search authors' }).fill('nobody at all');
  await expect(page.getByRole('heading', { level: 2, name: 'No authors match' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search authors' }).fill('');
  expect(await axeViolations(page)).toEqual([]);
});

test("renaming the author shows the new name on every one of her public book pages", async () => {
  await row(AUTHOR).getByRole('button', { name: `Rename ${AUTHOR}` }).click();
  const input = page.getByLabel(`New name for ${AUTHOR}`);
  await expect(input).toBeFocused();
  await input.fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Author name cannot be empty')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await input.fill(NEW_NAME);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(new RegExp(`^"${AUTHOR}" is now "${NEW_NAME}" on \\d+ books\\.$`))).toBeVisible();
  await expect(row(NEW_NAME).getByRole('button', { name: `Rename ${NEW_NAME}` })).toBeFocused();
  await expect(row(AUTHOR)).toHaveCount(0);

  const books = (await (await page.request.get('/api/books')).json()) as DemoBook[];
  const hers = books.filter((b) => b.author === NEW_NAME);
  expect(hers.length).toBeGreaterThan(1);
  for (const book of hers) {
    await page.goto(`/books/${book.slug}-${book.id.slice(0, 8)}`);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`by ${NEW_NAME}`);
  }
});

test('axe finds no WCAG 2.1 A/AA violations at 375 px, and nothing is wider than the screen', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/authors');
  await expect(row(NEW_NAME)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await row(NEW_NAME).getByRole('button', { name: `Rename ${NEW_NAME}` }).click();
  await expect(page.getByLabel(`New name for ${NEW_NAME}`)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('renaming her back restores every book page', async () => {
  await page.goto('/admin/authors');
  await row(NEW_NAME).getByRole('button', { name: `Rename ${NEW_NAME}` }).click();
  await page.getByLabel(`New name for ${NEW_NAME}`).fill(AUTHOR);
  await page.getByLabel(`New name for ${NEW_NAME}`).press('Enter');
  await expect(row(AUTHOR)).toBeVisible();
  const books = (await (await page.request.get('/api/books')).json()) as DemoBook[];
  expect(books.filter((b) => b.author === NEW_NAME)).toEqual([]);
});

test('a failed load offers a retry', async () => {
  await failWith500(page, '**/api/admin/authors');
  await page.goto('/admin/authors');
  await expect(page.getByRole('alert')).toContainText('Failed to load authors. Please try again.', { timeout: 15_000 });
  await page.unroute('**/api/admin/authors');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(row(AUTHOR)).toBeVisible();
});
