import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, createAdmin, KINDNESS_CLOUD, kindnessCloud, signInAsAdmin } from './helpers';

// The admin Testimonials screen against the real binary: paging through the demo's 19
// reviews, adding one to a demo book in the modal form, changing its rating, filtering and
// searching, deleting it, and what the book's public page shows after each. One sign-in for
// the whole file, so the tests share one page and run in order. The reviewer's name carries
// this run's mark, and whatever is left of it is deleted at the end.

const ADMIN = { email: 'testimonials-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const REVIEWER = `Grandma Rose ${RUN}`;
const CONTENT = `We read it at every sleepover and the children act out the cloud scenes. ${RUN}`;

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let bookPath = '';

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const list = () => page.getByRole('list', { name: 'Testimonials' });
const items = () => list().getByRole('listitem');
const item = (name: string) => items().filter({ hasText: name });
const pager = () => page.getByRole('navigation', { name: 'Pagination' });
const dialog = () => page.getByRole('dialog');
const reviews = () => page.getByRole('region', { name: 'Reader Reviews' });

async function search(text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
}

test.beforeAll(async ({ browser }) => {
  createAdmin(ADMIN.email, ADMIN.password);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  bookPath = `/books/${(await kindnessCloud(page.request)).ref}`;
});

test.afterAll(async () => {
  try {
    const headers = await adminHeaders(page);
    const found = (await (
      await page.request.get(`/api/admin/testimonials?q=${encodeURIComponent(RUN)}`, { headers })
    ).json()) as { testimonials: Array<{ id: string }> };
    for (const t of found.testimonials) await page.request.delete(`/api/admin/testimonials/${t.id}`, { headers });
  } finally {
    await context?.close();
  }
});

test('the list pages through the demo reviews, ten at a time', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(heading('Testimonials')).toBeVisible();
  await expect(page).toHaveTitle(/^Testimonials \| Admin Portal/);
  await expect(items()).toHaveCount(10);
  await expect(page.getByText(/^Showing 1–10 of 19 testimonials, newest first$/)).toBeVisible();
  await expect(items().first().getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();

  await expect(pager().getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2']);
  await expect(pager().getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager().getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  const firstOnPage1 = await items().first().getByRole('heading', { level: 2 }).textContent();

  await pager().getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(items()).toHaveCount(9);
  await expect(page.getByText('Showing 11–19 of 19 testimonials, newest first')).toBeVisible();
  await expect(pager().getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

  await pager().getByRole('button', { name: 'Previous' }).click();
  await expect(items()).toHaveCount(10);
  await expect(items().first().getByRole('heading', { level: 2 })).toHaveText(firstOnPage1!);

  await pager().getByRole('button', { name: 'Page 2' }).click();
  await expect(items()).toHaveCount(9);
  expect(await axeViolations(page)).toEqual([]);
});

test('adding a review in the modal shows it under Reader Reviews on the book page', async () => {
  await page.goto('/admin/testimonials');
  const add = page.getByRole('button', { name: 'Add Testimonial' });
  await add.click();
  const form = page.getByRole('dialog', { name: 'Add Testimonial' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Book')).toBeFocused();
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();

  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  for (const message of ['Please select a book', 'Reviewer name is required', 'Review content is required']) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Book')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Book').selectOption({ label: KINDNESS_CLOUD });
  await form.getByLabel('Reviewer Name').fill(REVIEWER);
  await form.getByLabel('Review Title (optional)').fill('Sleepover favourite');
  await form.getByLabel('Review Content').fill(CONTENT);
  await form.getByLabel('Source (optional)').fill('Goodreads');
  await form.getByLabel('Verified purchase').check();
  // The stars by keyboard: Tab from the book list reaches the chosen star, the arrows move it.
  await form.getByLabel('Book').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(form.getByText('4 out of 5')).toBeVisible();

  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`The review by ${REVIEWER} has been added.`)).toBeVisible();
  await expect(add).toBeFocused();
  await expect(items().first()).toContainText(REVIEWER);
  await expect(items().first()).toContainText(`on ${KINDNESS_CLOUD}`);
  await expect(items().first().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByText('Showing 1–10 of 20 testimonials, newest first')).toBeVisible();

  await page.goto(bookPath);
  const mine = reviews().getByRole('article').filter({ hasText: CONTENT });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(REVIEWER);
  await expect(mine).toContainText('Sleepover favourite');
  await expect(mine).toContainText('Verified purchase');
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

test('changing the rating shows the new stars on the book page', async () => {
  await page.goto('/admin/testimonials');
  await search(RUN);
  await expect(items()).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`\\?q=${RUN}$`));
  await item(REVIEWER).getByRole('button', { name: `Edit review by ${REVIEWER}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await expect(form.getByLabel('Reviewer Name')).toHaveValue(REVIEWER);
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('radio', { name: '2 stars' }).check({ force: true });
  await expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await form.getByRole('button', { name: 'Update Testimonial' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`The review by ${REVIEWER} has been updated.`)).toBeVisible();
  await expect(item(REVIEWER).getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();

  await page.goto(bookPath);
  await expect(
    reviews().getByRole('article').filter({ hasText: CONTENT }).getByRole('img', { name: 'Rated 2 out of 5' }),
  ).toBeVisible();
});

test('filtering by book and searching narrow the list', async () => {
  await page.goto('/admin/testimonials?page=2');
  await expect(items()).toHaveCount(10);
  await page.getByLabel('Filter by book').selectOption({ label: KINDNESS_CLOUD });
  await expect(page).toHaveURL(/\?book=[\w-]+$/);
  // The book's reviews fit on one page ('Showing 1–6 of 6'); the previous page stays on
  // screen until they arrive.
  await expect(page.getByText(/^Showing 1–(\d+) of \1 testimonials, newest first$/)).toBeVisible();
  await expect(list()).toHaveAttribute('aria-busy', 'false');
  const count = await items().count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(items().nth(i)).toContainText(`on ${KINDNESS_CLOUD}`);
  await expect(items().first()).toContainText(REVIEWER);

  await search('Grandma Rose');
  await expect(items()).toHaveCount(1);
  await search(`no such words ${RUN}`);
  await expect(page.getByText('No testimonials match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(items()).toHaveCount(10);
  await expect(page.getByLabel('Filter by book')).toHaveValue('');
});

test('axe finds no WCAG 2.1 A/AA violations on the list and the form at 375 px', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/testimonials');
  await expect(items()).toHaveCount(10);
  await expect(pager()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await items().first().getByRole('button', { name: /^Edit review by / }).click();
  await expect(dialog()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(dialog()).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('deleting asks first, then the review is gone from the list and the book page', async () => {
  await page.goto('/admin/testimonials');
  await search(RUN);
  const deleteButton = item(REVIEWER).getByRole('button', { name: `Delete review by ${REVIEWER}` });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this testimonial?' });
  await expect(confirm).toContainText(`Delete the review by "${REVIEWER}" of "${KINDNESS_CLOUD}"?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteButton).toBeFocused();
  await expect(items()).toHaveCount(1);

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete Testimonial' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`The review by ${REVIEWER} has been deleted.`)).toBeVisible();
  await expect(page.getByText('No testimonials match')).toBeVisible();
  await expect(heading('Testimonials')).toBeFocused();

  await page.goto(bookPath);
  await expect(reviews().getByRole('article').first()).toBeVisible();
  await expect(reviews()).not.toContainText(CONTENT);
});

test('a failed load offers a retry', async () => {
  await page.route('**/api/admin/testimonials?*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
    }),
  );
  await page.goto('/admin/testimonials');
  await expect(page.getByRole('alert')).toContainText('Failed to load testimonials. Please try again.', {
    timeout: 15_000,
  });
  await page.unroute('**/api/admin/testimonials?*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(items()).toHaveCount(10);
});
