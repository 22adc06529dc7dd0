import { expect, test, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, kindnessCloud, openAdminPage } from './helpers';

// A parent on a 375 px phone writes a review of a demo book; it waits until the owner
// approves it in Testimonials, then shows on the book's page with its stars. The reviewer's
// name carries this run's mark, and the review is deleted at the end, so the other specs
// still count the demo's reviews.

const ADMIN = { email: 'reviews-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const REVIEWER = `Pat Parent ${RUN}`;
const TEXT = `Our twins ask for it every night and act out the cloud. ${RUN}`;

let owner: Page;

test.afterAll(async () => {
  if (!owner) return;
  const headers = await adminHeaders(owner);
  const found = (await (await owner.request.get(`/api/admin/testimonials?q=${encodeURIComponent(RUN)}`, { headers })).json()) as {
    testimonials: Array<{ id: string }>;
  };
  for (const t of found.testimonials) await owner.request.delete(`/api/admin/testimonials/${t.id}`, { headers });
  await owner.context().close();
});

// The book page's reviews, all of them shown.
async function reviewOnPage(page: Page, path: string) {
  await page.goto(path);
  const reviews = page.getByRole('region', { name: 'Reader Reviews' });
  await expect(reviews.getByRole('article').first()).toBeVisible();
  const more = reviews.getByRole('button', { name: /^See more reviews/ });
  if (await more.isVisible()) await more.click();
  return reviews.getByRole('article').filter({ hasText: REVIEWER });
}

test('a parent on a phone sends a review; it shows with its stars once the owner approves it', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const parent = await phone.newPage();
  const path = `/books/${(await kindnessCloud(parent.request)).ref}`;

  await parent.goto(path);
  await parent.getByRole('button', { name: 'Write a review' }).click();
  const form = parent.getByRole('form', { name: 'Write a review' });
  // A tap on the fourth star (its radio button is under it).
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Your name' }).fill(REVIEWER);
  await form.getByRole('textbox', { name: 'Title (optional)' }).fill('Bedtime hit');
  await form.getByRole('textbox', { name: 'Your review' }).fill(TEXT);
  await form.getByRole('radio', { name: 'Parent' }).check();
  await form.getByRole('textbox', { name: 'Email (optional)' }).fill('pat.parent@example.com');
  // The whole form fits the phone's width.
  expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(parent)).toEqual([]);
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(parent.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(parent.getByRole('status').filter({ hasText: 'It will appear once it has been approved.' })).toBeVisible();

  // Waiting: not on the page.
  await expect(await reviewOnPage(parent, path)).toHaveCount(0);

  // The owner sees it waiting, counted in the menu, and approves it.
  owner = (await openAdminPage(browser, ADMIN)).page;
  const menu = owner.getByRole('navigation', { name: 'Admin' });
  await menu.getByRole('link', { name: /^Testimonials, \d+ waiting$/ }).click();
  await owner.getByRole('combobox', { name: 'Show' }).selectOption('waiting');
  const item = owner.getByRole('list', { name: 'Testimonials' }).getByRole('listitem').filter({ hasText: REVIEWER });
  await expect(item.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(item.getByText('pat.parent@example.com')).toBeVisible();
  await item.getByRole('button', { name: `Approve review by ${REVIEWER}` }).click();
  await expect(owner.getByText(`The review by ${REVIEWER} has been approved. It now shows on the book's page.`)).toBeVisible();

  // Approved: on the parent's phone with its four stars and its role, and never the address.
  const shown = await reviewOnPage(parent, path);
  await expect(shown).toHaveCount(1);
  await expect(shown.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(shown.getByText('Parent', { exact: true })).toBeVisible();
  await expect(parent.getByText('pat.parent@example.com')).toHaveCount(0);
  await phone.close();
});
