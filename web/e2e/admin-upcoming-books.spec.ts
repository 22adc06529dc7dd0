import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, openAdminPage, png } from './helpers';

// The admin Upcoming Books screens against the real binary: the list, adding one with a
// stored cover, editing it, deleting it, and what the home page's 'Coming Soon' shows after
// each. One sign-in for the whole file (the server limits sign-ins), so the tests share one
// page and run in order. The title carries this run's mark, and whatever is left of it is
// deleted at the end, so the other spec files see the demo's two upcoming books only.

const ADMIN = { email: 'upcoming-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const TITLE = `The Snowflake Surprise ${RUN}`;
const NEW_TITLE = `The Great Snowflake Surprise ${RUN}`;


test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const item = (title: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: title });
const listTitles = () => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
const comingSoon = () => page.getByRole('region', { name: 'Coming Soon' });

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
});

test.afterAll(async () => {
  // Anything this run added and did not delete goes now (a failed test may leave it).
  try {
    const headers = await adminHeaders(page);
    const list = (await (await page.request.get('/api/admin/upcoming-books', { headers })).json()) as Array<{
      id: string;
      title: string;
    }>;
    for (const book of list.filter((b) => b.title.includes(RUN))) {
      await page.request.delete(`/api/admin/upcoming-books/${book.id}`, { headers });
    }
  } finally {
    await context?.close();
  }
});

test('the list shows the demo upcoming books, soonest release first', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Upcoming Books' }).click();
  await expect(page).toHaveURL(/\/admin\/upcoming-books$/);
  await expect(heading('Upcoming Books')).toBeVisible();
  await expect(page).toHaveTitle(/^Upcoming Books \| Admin Portal/);
  await expect(listTitles()).toHaveText(['The Ripple Rainbow', 'Moonlight Manners']);
  const rainbow = item('The Ripple Rainbow');
  await expect(rainbow).toContainText('Expected March 15, 2027');
  await expect(rainbow.getByRole('link', { name: 'Edit The Ripple Rainbow' })).toHaveAttribute(
    'href',
    /^\/admin\/upcoming-books\/edit\/.+/,
  );
  await expect(rainbow.getByRole('button', { name: 'Delete The Ripple Rainbow' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the form names every required field, and refuses a cover that is not an image', async () => {
  await page.getByRole('main').getByRole('link', { name: 'Add Upcoming Book' }).click();
  await expect(page).toHaveURL(/\/admin\/upcoming-books\/new$/);
  await expect(heading('Add Upcoming Book')).toBeVisible();
  await page.getByLabel('Pre-order URL (optional)').fill('shop.example/pre');
  await page.getByRole('button', { name: 'Add Upcoming Book' }).click();
  for (const message of [
    'Title is required',
    'Author is required',
    'Description is required',
    'Cover image is required',
    'Expected release date is required',
    'Please enter a full web address, starting with https://',
  ]) {
    await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  const cover = page.getByLabel('Cover Image');
  await cover.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select an image file for the cover image.')).toBeVisible();
  await cover.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText('Failed to upload file: Please select an image file for the cover image.')).toBeVisible();
});

test('adding one with a stored cover shows it under Coming Soon at once', async () => {
  await page.goto('/admin/upcoming-books/new');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Author').fill('Lily Hart');
  await page.getByLabel('Description', { exact: true }).fill('Every snowflake is different, and so is every friend.');
  await page.getByLabel('Expected Release Date').fill('2027-06-01');
  await page.getByLabel('Pre-order URL (optional)').fill('https://shop.example/snowflake');
  await page.getByLabel('Cover Image').setInputFiles({ name: 'snowflake cover.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', /^\/files\/covers\/.+\.png$/);
  await expect(page.getByText('Uploaded snowflake cover.png.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Upcoming Book' }).click();
  await expect(page).toHaveURL(/\/admin\/upcoming-books$/);
  await expect(page.getByText(`"${TITLE}" has been added.`)).toBeVisible();
  await expect(listTitles()).toHaveText(['The Ripple Rainbow', TITLE, 'Moonlight Manners']);
  await expect(item(TITLE)).toContainText('Expected June 1, 2027');

  // The home page, in the same tab (the app's cache is refreshed).
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'View Website' }).click();
  await expect(comingSoon().getByRole('heading', { level: 3 })).toHaveText([
    'The Ripple Rainbow',
    TITLE,
    'Moonlight Manners',
  ]);
  const card = comingSoon().getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toContainText('Expected June 1, 2027');
  await expect(card.getByRole('img', { name: `Cover of ${TITLE}` })).toHaveAttribute('src', /\/files\/covers\//);
  await expect(card.getByRole('link', { name: new RegExp(`^Pre-order ${TITLE}`) })).toHaveAttribute(
    'href',
    'https://shop.example/snowflake',
  );

  // A fresh visit: the page the server sends has it too.
  await page.goto('/');
  await expect(comingSoon().getByRole('heading', { level: 3, name: TITLE })).toBeVisible();
});

test('editing the title shows the new title on the home page', async () => {
  await page.goto('/admin/upcoming-books');
  await item(TITLE).getByRole('link', { name: `Edit ${TITLE}` }).click();
  await expect(heading('Edit Upcoming Book')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(page.getByLabel('Expected Release Date')).toHaveValue('2027-06-01');
  await expect(page.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', /\/files\/covers\//);

  await page.getByLabel('Title', { exact: true }).fill(NEW_TITLE);
  await page.getByRole('button', { name: 'Update Upcoming Book' }).click();
  await expect(page).toHaveURL(/\/admin\/upcoming-books$/);
  await expect(page.getByText(`"${NEW_TITLE}" has been updated.`)).toBeVisible();
  await expect(item(NEW_TITLE)).toBeVisible();

  await page.goto('/');
  await expect(comingSoon().getByRole('heading', { level: 3, name: NEW_TITLE })).toBeVisible();
  await expect(comingSoon()).not.toContainText(`The Snowflake Surprise ${RUN}`);
});

test('axe finds no WCAG 2.1 A/AA violations on the list and the form at 375 px', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/upcoming-books');
  await expect(item(NEW_TITLE)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await item(NEW_TITLE).getByRole('link', { name: `Edit ${NEW_TITLE}` }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(NEW_TITLE);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('deleting asks first, then it is gone from the list and from Coming Soon', async () => {
  await page.goto('/admin/upcoming-books');
  const deleteButton = item(NEW_TITLE).getByRole('button', { name: `Delete ${NEW_TITLE}` });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this upcoming book?' });
  await expect(dialog).toContainText(`Delete "${NEW_TITLE}"?`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete Upcoming Book' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`"${NEW_TITLE}" has been deleted.`)).toBeVisible();
  await expect(listTitles()).toHaveText(['The Ripple Rainbow', 'Moonlight Manners']);
  await expect(heading('Upcoming Books')).toBeFocused();

  await page.goto('/');
  await expect(comingSoon().getByRole('heading', { level: 3 })).toHaveText(['The Ripple Rainbow', 'Moonlight Manners']);
});

test('a failed load offers a retry', async () => {
  await page.route('**/api/admin/upcoming-books', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
    }),
  );
  await page.goto('/admin/upcoming-books');
  await expect(page.getByRole('alert')).toContainText('Failed to load upcoming books. Please try again.', {
    timeout: 15_000,
  });
  await page.unroute('**/api/admin/upcoming-books');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(listTitles()).toHaveText(['The Ripple Rainbow', 'Moonlight Manners']);
});
