import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations, openAdminPage, png } from './helpers';

// The book form's 'Test Storage' and 'Debug' (admin spec §2, §8) against the real binary and
// its storage: the test writes, reads back and deletes a file; the log shows what the form
// did. Nothing is saved, so no book is left behind.

const ADMIN = { email: 'tools-owner@example.com', password: 'Sunshine1' };

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

const logPanel = () => page.getByRole('region', { name: 'Debug log' });
const logLines = () => logPanel().getByRole('list', { name: 'Log lines' }).getByRole('listitem');

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
});

test.afterAll(async () => {
  await context?.close();
});

test('the owner presses Test Storage and reads that the storage works', async () => {
  await page.goto('/admin/books/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Book' })).toBeVisible();
  await page.getByRole('button', { name: 'Test Storage' }).click();
  const status = page.getByRole('status').filter({ hasText: /^Storage is working/ });
  await expect(status).toContainText(/^Storage is working: a test file was written to .+, read back and deleted\./);
  await expect(status).toContainText(/Steps: write \d+ ms, read back \d+ ms, delete \d+ ms\./);
  await expect(page.getByRole('button', { name: 'Test Storage' })).not.toHaveAttribute('aria-disabled');
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
