import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations, openAdminPage, png } from './helpers';

// The book form's 'Test Storage' and 'Debug' (admin spec §2, §8) against the real binary and
// its storage, in the form's collapsed Troubleshooting section at its foot (issue 27): the
// test saves, reads back and deletes a file and says so in plain words; the log shows what
// the form did. Nothing is saved, so no book is left behind.

const ADMIN = { email: 'tools-owner@example.com', password: 'Sunshine1' };

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

const logPanel = () => page.getByRole('region', { name: 'Debug log' });
const troubleshooting = () => page.locator('details').filter({ has: page.locator('summary', { hasText: 'Troubleshooting' }) });
const logLines = () => logPanel().getByRole('list', { name: 'Log lines' }).getByRole('listitem');

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
});

test.afterAll(async () => {
  await context?.close();
});

test('the tools wait, collapsed, at the foot of the form, and the keyboard opens them', async () => {
  await page.goto('/admin/books/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Book' })).toBeVisible();
  await expect(troubleshooting()).toHaveCount(1);
  await expect(troubleshooting()).not.toHaveAttribute('open');
  await expect(page.getByRole('button', { name: 'Test Storage' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Debug' })).toBeHidden();
  // Below every section of the form, just above its buttons.
  const materials = await page.getByRole('region', { name: 'Educational Materials' }).boundingBox();
  const tools = await troubleshooting().boundingBox();
  const add = await page.getByRole('button', { name: 'Add Book' }).boundingBox();
  expect(tools!.y).toBeGreaterThan(materials!.y + materials!.height - 1);
  expect(add!.y).toBeGreaterThan(tools!.y + tools!.height - 1);

  // A screen reader hears a collapsed button; Enter opens it.
  const summary = troubleshooting().locator('summary');
  await summary.focus();
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(troubleshooting()).toHaveAttribute('open');
  await expect(page.getByRole('button', { name: 'Test Storage' })).toBeVisible();
});

test('the owner presses Test Storage and reads in plain words that the storage works', async () => {
  await page.getByRole('button', { name: 'Test Storage' }).click();
  const status = page.getByRole('status').filter({ hasText: /^Storage is working/ });
  await expect(status).toHaveText('Storage is working: a test file was saved, read back and deleted.');
  await expect(page.getByRole('button', { name: 'Test Storage' })).not.toHaveAttribute('aria-disabled');
  // Where the files go and the milliseconds are technical details, collapsed until asked for.
  const technical = troubleshooting().locator('details').filter({ has: page.locator('summary', { hasText: 'Technical details' }) });
  await expect(technical).not.toHaveAttribute('open');
  await technical.locator('summary').click();
  await expect(technical).toContainText(/Storage\s*the folder \//);
  await expect(technical).toContainText(/Steps\s*write \d+ ms, read back \d+ ms, delete \d+ ms/);
  await technical.locator('summary').click();
  await expect(technical.getByText(/ ms\b/)).toBeHidden();
});

test('with Debug on, an uploaded cover and the storage test are in the log', async () => {
  const debug = page.getByRole('button', { name: 'Debug' });
  await expect(debug).toHaveAttribute('aria-pressed', 'false');
  await expect(logPanel()).toHaveCount(0);
  await debug.click();
  await expect(debug).toHaveAttribute('aria-pressed', 'true');
  await expect(logPanel()).toBeVisible();
  // The storage test of the test before is already there: the log runs while the panel is hidden.
  await expect(logLines().filter({ hasText: 'Storage test passed: Storage is working' })).toHaveCount(1);

  const basics = page.getByRole('region', { name: 'Basic Information' });
  const cover = png();
  await basics.getByLabel('Cover Image').setInputFiles({ name: 'tiny cover.png', mimeType: 'image/png', buffer: cover });
  await expect(basics.getByText('Uploaded tiny cover.png.')).toBeVisible();
  await expect(logLines().filter({ hasText: `Upload: chose tiny cover.png (cover, ${cover.length} B)` })).toHaveCount(1);
  await expect(
    logLines().filter({
      hasText: new RegExp(`Upload finished: tiny cover\\.png \\(cover, ${cover.length} B\\) stored at /files/covers/[0-9a-f]{24}\\.png`),
    }),
  ).toHaveCount(1);
  await expect(logLines().last()).toContainText(/^\d\d:\d\d:\d\d\.\d{3}\s*Upload finished/);

  // A save the form's checks stop is logged too.
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(logLines().last()).toContainText("Save not sent: the form's checks failed for title");

  expect(await axeViolations(page)).toEqual([]);
});

test('the tools and the log fit a 375 px phone, and axe finds nothing there', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(logPanel()).toBeVisible();
  await page.getByRole('button', { name: 'Test Storage' }).click();
  await expect(logLines().last()).toContainText('Storage test passed');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
});
