import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations, openAdminPage } from './helpers';

// Never lose the owner's work, against the real binary: a half-filled admin form asks before
// the side menu, Back or its own Cancel leave it, and the browser asks before the tab closes.
// Nothing is saved, so the spec leaves no data behind.

const ADMIN = { email: 'unsaved-owner@example.com', password: 'Sunshine1' };

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

const leaveDialog = () => page.getByRole('dialog', { name: 'Leave without saving?' });

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
});

test.afterAll(async () => {
  await context?.close();
});

test('an untouched form is left without a question', async () => {
  await page.goto('/admin/upcoming-books/new');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
  await expect(leaveDialog()).toBeHidden();
});

test('a half-filled form asks before the menu or Back leave it; Stay keeps every field', async () => {
  // Opened from the list inside the app, so Back is the app's own navigation.
  await page.goto('/admin/upcoming-books');
  await page.getByRole('main').getByRole('link', { name: 'Add Upcoming Book' }).click();
  await expect(page).toHaveURL(/\/admin\/upcoming-books\/new$/);
  await page.getByLabel('Title', { exact: true }).fill('The Half-Written Book');
  await page.getByLabel('Author').fill('Lily Hart');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Kindness Kits' }).click();
  await expect(leaveDialog()).toBeVisible();
  await expect(leaveDialog()).toContainText('You have changes that are not saved yet.');
  await expect(leaveDialog().getByRole('button', { name: 'Stay on Page' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await leaveDialog().getByRole('button', { name: 'Stay on Page' }).click();
  await expect(leaveDialog()).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/upcoming-books\/new$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('The Half-Written Book');

  await page.goBack();
  await expect(leaveDialog()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/upcoming-books\/new$/);
  await expect(page.getByLabel('Author')).toHaveValue('Lily Hart');

  await page.getByRole('link', { name: 'Cancel' }).click();
  await leaveDialog().getByRole('button', { name: 'Leave Page' }).click();
  await expect(page).toHaveURL(/\/admin\/upcoming-books$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Books' })).toBeVisible();
});

test('the browser asks before closing the tab on unsaved changes', async () => {
  await page.goto('/admin/authors/profile');
  await page.getByLabel('Featured Quote', { exact: true }).fill('A thought not saved yet.');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(page.getByLabel('Featured Quote', { exact: true })).toHaveValue('A thought not saved yet.');
});
