import { expect, test, type Page } from '@playwright/test';

const HOME_HEADING = 'Magical Stories for Curious Young Minds';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('public layout', () => {
  test('renders the header navigation and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Storyshelf' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Home', '/'],
      ['All Books', '/books'],
      ['About the author', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // A reader's browser has no Admin link (issue #45).
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveCount(4);
    for (const name of [/TikTok/, /Instagram/, /YouTube/, /^Email/]) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Storyshelf`);
  });

  test('navigates by clicking links', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);

    await nav.getByRole('link', { name: 'All Books' }).click();
    await expect(page).toHaveURL('/books');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Book Collection' })).toBeVisible();

    await nav.getByRole('link', { name: 'About the author' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Lily Hart' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

    await nav.getByRole('link', { name: 'Storyshelf' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('link', { name: 'Meet the Author' }).click();
    await expect(page).toHaveURL('/about');

    // A browser that has signed in to the admin links to it.
    await page.evaluate(() => localStorage.setItem('storyshelf-admin-browser', '1'));
    await page.reload();
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('scrolls to the top on a route change', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Loading books...')).toBeHidden();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About the author' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Lily Hart' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // A real 404, never a redirect to the home page (a soft 404 to search engines), in the page's
  // language, with ways on: a search of the books, the books, the home page.
  test('an unknown address is the page that is not found, in either language', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await page.getByRole('searchbox', { name: 'Search the books' }).fill('cloud');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/books?q=cloud');
    await expect(page.getByRole('link', { name: 'The Kindness Cloud', exact: true })).toBeVisible();

    const spanish = await page.goto('/es/libros-que-no-existen');
    expect(spanish?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
    await expect(page).toHaveURL(/\/es\/?$/);
  });

  test('the home page lists a demo book from the API', async ({ page, request }) => {
    const response = await request.get('/api/books');
    expect(response.status()).toBe(200);
    const books = (await response.json()) as Array<{ title: string }>;
    expect(books.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('link', { name: books[0].title, exact: true })).toBeVisible();
  });

  test('pages load without console errors (CSP included)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    await expect(page.getByText('Loading books...')).toBeHidden();
    await mainNav(page).getByRole('link', { name: 'All Books' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Book Collection' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown API path answers JSON 404', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_found');
    expect(typeof body.error.message).toBe('string');
  });
});

test.describe('mobile menu at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes, and closes after choosing a link', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const menu = page.locator('#mobile-menu');

    // The desktop list is hidden; only the menu button shows.
    await expect(nav.getByRole('link', { name: 'All Books' })).toBeHidden();
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await openButton.click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // The four pages and the other language (a reader's browser has no Admin link).
    await expect(menu.getByRole('link')).toHaveCount(5);
    await expect(menu.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/');

    await closeButton.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'About the author' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Meet Lily Hart' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
