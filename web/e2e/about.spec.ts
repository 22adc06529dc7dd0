import { expect, test, type Page } from '@playwright/test';

// The first load uses the profile the server embeds; to make /api/author
// answer differently, load another page, fake the API, then navigate in the app.
async function openAboutFromContact(page: Page, status: number, message: string) {
  await page.goto('/contact');
  await page.route('**/api/author', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: status === 404 ? 'not_found' : 'internal', message } }),
    }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About the author' }).click();
  await expect(page).toHaveURL('/about');
}

async function expectCommonParts(page: Page) {
  const main = page.getByRole('main');
  for (const name of ['6 Books Planned', '2 Published', '3rd Coming Soon']) {
    await expect(main.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Book a School Visit' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('button', { name: 'Join the Fun!' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
}

test.describe('about the author', () => {
  test('shows the demo author profile', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('Meet Lily Hart | Storyshelf');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1, name: 'Meet Lily Hart' })).toBeVisible();
    const photo = main.getByRole('img', { name: 'Lily Hart' });
    await expect(photo).toHaveAttribute('width', '500');
    await expect(photo).toHaveAttribute('height', '500');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(main.getByText("Children's Author & Early Years Educator")).toBeVisible();
    await expect(main.getByText(/spent twelve years as a kindergarten teacher/)).toBeVisible();
    await expect(main.locator('blockquote')).toContainText('Every child who feels seen becomes a grown-up who sees others.');
    await expect(main.getByRole('heading', { level: 2, name: 'The Creative Process' })).toBeVisible();
    await expectCommonParts(page);
  });

  test('shows the default author when no profile is stored', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    await openAboutFromContact(page, 404, 'No author profile found.');

    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Author' })).toBeVisible();
    await expect(page).toHaveTitle('Meet Our Author | Storyshelf');
    await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('main').locator('blockquote')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'The Creative Process' })).toBeVisible();
    await expectCommonParts(page);
    expect(logs).toContain('info: No author profile found.');
  });

  test('shows the default author when loading fails', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
    await openAboutFromContact(page, 500, 'boom');

    await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Author' })).toBeVisible();
    await expectCommonParts(page);
    expect(logs.some((l) => l.startsWith('warning: Failed to load author information.'))).toBe(true);
  });
});
