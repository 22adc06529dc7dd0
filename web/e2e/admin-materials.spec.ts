import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations as axe, createAdmin, kindnessCloud, KINDNESS_CLOUD, signInAsAdmin, downloadByClicking } from './helpers';

// The admin Materials overview against the real binary: the demo books' materials with their
// books, types, sizes and download counts, a download on a book page counted there, the
// search and the filters, and 'Edit in book' opening the book's form. One sign-in for the
// whole file, so the tests share one page and run in order. Nothing is changed.

const ADMIN = { email: 'materials-owner@example.com', password: 'Sunshine1' };

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let bookId = '';
let ref = '';

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const table = () => page.getByRole('table', { name: 'Materials, by book' });
const rows = () => table().getByRole('row').filter({ has: page.getByRole('cell') });
const sheetRow = () => rows().filter({ hasText: 'Activity Sheet' }).filter({ hasText: KINDNESS_CLOUD });
const downloadsOf = async () => Number((await sheetRow().getByRole('cell').nth(4).innerText()).replace(/\D/g, ''));

const axeViolations = () => axe(page);

test.beforeAll(async ({ browser }) => {
  createAdmin(ADMIN.email, ADMIN.password);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  const found = await kindnessCloud(page.request);
  bookId = found.book.id;
  ref = found.ref;
});

test.afterAll(async () => {
  await context?.close();
});

test('lists the demo materials with their book, type, size, downloads and file', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Materials' }).click();
  await expect(page).toHaveURL(/\/admin\/materials$/);
  await expect(heading('Materials')).toBeVisible();
  await expect(page).toHaveTitle(/^Materials \| Admin Portal/);
  // The demo books (seven, and a Spanish edition) with an activity sheet and a colouring page each.
  await expect(page.getByText(/^\d+ materials in \d+ books, downloaded [\d,]+ times? in all$/)).toBeVisible();
  expect(await rows().count()).toBeGreaterThanOrEqual(14);

  const sheet = sheetRow();
  await expect(sheet).toHaveCount(1);
  await expect(sheet.getByRole('cell').nth(2)).toHaveText(/PDF/);
  await expect(sheet.getByRole('cell').nth(3)).toHaveText(/\d+(\.\d)? [KM]B/);
  await expect(sheet.getByRole('link', { name: new RegExp(`^${KINDNESS_CLOUD} \\(opens the book page`) })).toHaveAttribute(
    'href',
    `/books/${ref}`,
  );
  const file = sheet.getByRole('link', { name: 'Open file Activity Sheet (opens in a new tab)' });
  await expect(file).toHaveAttribute('href', /^\/files\/materials\/.+\.pdf$/);
  const response = await page.request.get((await file.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // No kit files: the demo kit's parent guide is not a material.
  await expect(rows().filter({ hasText: 'Parent Guide' })).toHaveCount(0);
  expect(await axeViolations()).toEqual([]);
});

test("a download on the book page shows in the material's count", async ({ browser }) => {
  const before = await downloadsOf();
  // A reader's own browser: the owner's, signed in to the admin, sends no events.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/books/${ref}`);
  await downloadByClicking(reader.getByRole('button', { name: 'Download Activity Sheet' }));
  await readerContext.close();
  // The event goes by sendBeacon: the count shows once the server has it.
  await expect
    .poll(async () => {
      await page.reload();
      await expect(sheetRow()).toBeVisible();
      return downloadsOf();
    })
    .toBe(before + 1);
});

test('searches, filters by type and by book, and says when nothing matches', async () => {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('coloring');
  await expect(rows().first()).toContainText('Coloring Page');
  for (const text of await rows().allInnerTexts()) expect(text).toContain('Coloring Page');

  await search.fill('');
  await page.getByLabel('Type').selectOption({ label: 'Image' });
  for (const text of await rows().allInnerTexts()) expect(text).toContain('Image');
  await page.getByLabel('Book').selectOption({ label: KINDNESS_CLOUD });
  await expect(rows()).toHaveCount(1);
  await expect(rows().first()).toContainText('Coloring Page');
  await expect(page.getByText(/^Showing 1 of \d+ materials$/)).toBeVisible();

  await search.fill('no such material');
  await expect(page.getByRole('heading', { level: 2, name: 'No materials match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toBeFocused();
  await expect(page.getByLabel('Type')).toHaveValue('');
  await expect(page.getByLabel('Book')).toHaveValue('');
  expect(await rows().count()).toBeGreaterThanOrEqual(14);
});

test("'Edit in book' opens that book's form", async () => {
  await sheetRow().getByRole('link', { name: `Edit in book ${KINDNESS_CLOUD}` }).click();
  await expect(page).toHaveURL(`/admin/books/edit/${bookId}`);
  await expect(heading('Edit Book')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Basic Information' }).getByLabel('Title')).toHaveValue(KINDNESS_CLOUD);
  await expect(page.getByRole('group', { name: 'Material 1' }).getByLabel('Title', { exact: true })).toHaveValue('Activity Sheet');
});

test('at 375 px the table stacks, nothing scrolls sideways, and axe finds nothing', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/materials');
  await expect(sheetRow()).toBeVisible();
  // Each cell says what it is, as the column headings are not shown.
  await expect(sheetRow()).toContainText('Downloads:');
  await expect(table().getByRole('columnheader').first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations()).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
});
