import { expect, test, type Page } from '@playwright/test';

import { axeViolations, createOwnerAccount, png, startFreshSite } from './helpers';

// The dashboard's first-run checklist on a fresh site of its own (no demo, no admin yet), on a
// phone: the new owner sees four steps to do, names her site from the list with the keyboard,
// adds her first book, and finds each step ticked off.

const OWNER = { email: 'first-run@example.com', password: 'Sunshine1' };

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

test.use({ viewport: { width: 375, height: 812 } });

const checklist = (page: Page) => page.getByRole('region', { name: 'Get your site ready' });
const step = (page: Page, name: string) => checklist(page).getByRole('listitem').filter({ hasText: name });

test('a new owner works through the first-run checklist', async ({ page }) => {
  test.setTimeout(120_000);
  await createOwnerAccount(page, setupLink, OWNER);

  // Four steps to do, in place of the greeting.
  await expect(checklist(page)).toContainText('0 of 4 steps done.');
  await expect(checklist(page).getByRole('listitem')).toHaveText([
    /^Set your site's name\s*To do$/,
    /^Set up email\s*To do$/,
    /^Add your first book\s*To do$/,
    /^Turn on backups\s*To do$/,
  ]);
  await expect(page.getByText('Welcome back,')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  // Naming the site, from the list with the keyboard.
  await step(page, "Set your site's name").getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/admin/settings#identity-section`);
  const identity = page.getByRole('region', { name: 'Identity' });
  await identity.getByLabel('Site name').fill('Maple Tree Books');
  await identity.getByRole('button', { name: 'Save Identity' }).click();
  await expect(page.getByText('Identity saved.')).toBeVisible();

  await page.goto(`${base}/admin`);
  await expect(step(page, "Set your site's name")).toContainText('Done');
  await expect(checklist(page)).toContainText('1 of 4 steps done.');

  // Her first book, from the list.
  await step(page, 'Add your first book').getByRole('link').click();
  await expect(page).toHaveURL(`${base}/admin/books/new`);
  const b = page.getByRole('region', { name: 'Basic Information' });
  await b.getByLabel('Title').fill('The Maple Seed');
  await b.getByLabel('Author').fill('Lily Hart');
  await b.getByLabel('Age Range').fill('3-6');
  await b.getByLabel('Description').fill('A seed falls from the maple tree and finds its place.');
  await b.getByLabel('Publish Date').fill('2026-03-01');
  await b.getByLabel('ISBN').fill('978-1-23456-789-7');
  await b.getByLabel('Pages').fill('28');
  await b.getByLabel('Cover Image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png() });
  await expect(b.getByText('Uploaded cover.png.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByText('"The Maple Seed" has been added.')).toBeVisible();

  await page.goto(`${base}/admin`);
  await expect(checklist(page)).toContainText('2 of 4 steps done.');
  await expect(checklist(page).getByRole('listitem')).toHaveText([
    /^Set your site's name\s*Done$/,
    /^Set up email\s*To do$/,
    /^Add your first book\s*Done$/,
    /^Turn on backups\s*To do$/,
  ]);

  // She may hide the list; the greeting comes back, and the list stays hidden in this browser.
  await checklist(page).getByRole('button', { name: 'Hide this list' }).click();
  await expect(page.getByText(`Welcome back, ${OWNER.email}!`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Welcome back, ${OWNER.email}!`)).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
});
