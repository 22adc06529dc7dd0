import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations, createAdmin } from './helpers';

// The signed-in frame: side menu (desktop and 375 px), placeholder screens, unknown paths,
// the dashboard's error state, accessibility and Logout. One sign-in for the whole file (the
// server limits sign-in attempts), so the tests share one page and run in order.

const ADMIN = { email: 'shell-owner@example.com', password: 'Sunshine1' };
const MENU = [
  'Dashboard',
  'Books',
  'Authors',
  'Materials',
  'Videos & Songs',
  'Upcoming Books',
  'Kindness Kits',
  'Testimonials',
  // With a badge when messages are unread (other specs send some).
  /^Messages\d*$/,
  'Subscribers',
  'Statistics',
  'Settings',
  'Account',
  'View Website',
];

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  createAdmin(ADMIN.email, ADMIN.password);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test.afterAll(async () => {
  await context?.close();
});

test('the header and the side menu, in order, with the current page marked', async () => {
  await expect(page.getByRole('banner')).toContainText('Admin Portal');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(adminMenu(page).getByRole('link')).toHaveText(MENU);
  await expect(adminMenu(page).getByRole('link', { name: 'View Website' })).toHaveAttribute('href', '/');
  await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await adminMenu(page).getByRole('link', { name: 'Videos & Songs' }).click();
  await expect(page).toHaveURL(/\/admin\/multimedia$/);
  await expect(heading(page, 'Videos & Songs')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Multimedia' }).first()).toBeVisible();
  await expect(adminMenu(page).getByRole('link', { name: 'Videos & Songs' })).toHaveAttribute('aria-current', 'page');
  await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test('every admin section has its screen; the deeper ones too', async () => {
  for (const [path, title, menuEntry] of [
    ['/admin/books/edit/1234', 'Edit Book', 'Books'],
    ['/admin/kindness-kits/abc/files', 'Kindness Kit Files', 'Kindness Kits'],
    ['/admin/upcoming-books/new', 'Add Upcoming Book', 'Upcoming Books'],
    ['/admin/authors/profile', 'Author Profile', 'Authors'],
    ['/admin/settings', 'Settings', 'Settings'],
    ['/admin/account', 'Account', 'Account'],
  ]) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(adminMenu(page).getByRole('link', { name: menuEntry, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('an unknown admin path goes to the dashboard', async () => {
  await page.goto('/admin/nope');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test('the dashboard offers a retry when it cannot load', async () => {
  await page.route('**/api/admin/dashboard', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
    }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Failed to load dashboard data. Please try again.', {
    timeout: 15_000,
  });
  await page.unroute('**/api/admin/dashboard');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('region', { name: 'Recent Books' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Add New Book' })).toHaveAttribute('href', '/admin/books/new');
  const viewWebsite = page.getByRole('main').getByRole('link', { name: /View Website/ });
  await expect(viewWebsite).toHaveAttribute('target', '_blank');
  await expect(viewWebsite).toHaveAttribute('href', '/');
});

test('axe finds no WCAG 2.1 A/AA violations on the dashboard (desktop)', async () => {
  await expect(page.getByRole('region', { name: 'Recent Activities' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('at 375 px the menu hides behind a button, opens, and closes after choosing', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin');
  await expect(heading(page, 'Dashboard')).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(adminMenu(page)).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);

  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(adminMenu(page).getByRole('link')).toHaveText(MENU);
  expect(await axeViolations(page)).toEqual([]);

  await adminMenu(page).getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(heading(page, 'Testimonials')).toBeVisible();
  await expect(adminMenu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it too and gives the focus back to the button.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(adminMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(adminMenu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('Logout signs out and goes to the login page', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/testimonials');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
