import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, createAdmin } from './helpers';

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
  'Newsletter',
  'Statistics',
  'Settings',
  'People',
  'History',
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
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
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
    ['/admin/people', 'People', 'People'],
    ['/admin/history', 'History', 'History'],
    ['/admin/newsletter', 'Newsletter', 'Newsletter'],
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

test('at 390 px the menu opens where she has scrolled to, and keeps the focus until it closes', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/settings');
  await expect(heading(page, 'Settings')).toBeVisible();
  // Down the long page, once its sections are there.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const first = adminMenu(page).getByRole('link', { name: 'Dashboard', exact: true });
  const last = adminMenu(page).getByRole('link', { name: /^View Website/ });
  await expect(first).toBeInViewport();
  const box = (await first.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(64); // under the header, not behind it
  expect(await axeViolations(page)).toEqual([]);

  // Tab goes from the button into the menu and round it, never to the page behind.
  const close = page.getByRole('button', { name: 'Close menu' });
  await close.focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(adminMenu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
});

// The element that paints the side menu's column: the nearest one, from the menu up, with a
// right border.
async function sidebarColumn() {
  return adminMenu(page).evaluate((nav) => {
    let el: Element | null = nav;
    while (el && getComputedStyle(el).borderRightWidth === '0px') el = el.parentElement;
    if (!el) throw new Error('no element with a right border around the menu');
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
  });
}

test("the side menu's column runs the whole height of a long page, and of a short one", async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/settings');
  await expect(page.getByRole('region', { name: 'Home page' })).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(2000);
  const column = await sidebarColumn();
  // From under the top bar (64 px and its border) to the foot of the page.
  expect(column.top).toBe(66);
  expect(column.bottom).toBeGreaterThanOrEqual(pageHeight - 1);
  // At the foot of the page the menu is still in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).toBeInViewport();

  await page.goto('/admin/does-not-matter-what');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await page.goto('/admin/testimonials');
  await expect(heading(page, 'Testimonials')).toBeVisible();
  expect((await sidebarColumn()).bottom).toBeGreaterThanOrEqual(800 - 1);
});

// Whether two boxes share any area.
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('toasts, stacked too, never cover the row they speak of: at desktop width, and at 375 px', async () => {
  const RUN = Date.now().toString(36);
  const headers = await adminHeaders(page);
  const [demo] = (await (await page.request.get('/api/books')).json()) as Array<{ coverImage: string }>;
  const created = await page.request.post('/api/admin/books', {
    headers,
    data: {
      title: `Toast Test ${RUN}`, author: `Tess Toast ${RUN}`, description: 'A book for the toast test.', ageRange: '3-6',
      publishDate: '2026-01-01', isbn: '9781234567897', pages: 10, coverImage: demo!.coverImage, genres: ['Kindness'],
      downloadMaterials: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  let name = `Tess Toast ${RUN}`;
  let renames = 0;
  try {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin/authors');
      const search = page.getByRole('search').getByRole('searchbox');
      await search.fill(RUN);
      await search.press('Enter');
      // The author's row, whatever it is called by now.
      const row = page.getByRole('listitem').filter({ hasText: `Tess Toast ${RUN}` });
      await expect(row).toHaveCount(1);
      // The row at the very foot of the screen, where toasts used to pile up.
      const box = (await row.boundingBox())!;
      await page.setViewportSize({ width, height: Math.ceil(box.y + box.height) + 4 });
      // Two renames in a row: two toasts at once.
      for (let i = 0; i < 2; i++) {
        const next = `Tess Toast ${RUN} ${++renames}`;
        await row.getByRole('button', { name: `Rename ${name}` }).click();
        await row.getByRole('textbox').fill(next);
        await row.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText(`"${name}" is now "${next}" on 1 book.`)).toBeVisible();
        name = next;
      }
      const rowBox = (await row.boundingBox())!;
      const toasts = page.locator('[aria-live="polite"] > p');
      for (const toast of await toasts.all()) {
        if (!(await toast.isVisible())) continue;
        expect(overlap((await toast.boundingBox())!, rowBox), `a toast covers the row at ${width} px`).toBe(false);
      }
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await page.request.delete(`/api/admin/books/${id}`, { headers })).status()).toBe(204);
  }
});

test('Logout signs out and goes to the login page', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/testimonials');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
