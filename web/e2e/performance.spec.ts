import { expect, test } from '@playwright/test';

// What a first visit costs: the page arrives with its data and its own head
// tags, and loads none of the admin app's code.

test.describe('first visit', () => {
  for (const path of ['/', '/books', '/about', '/contact', '/privacy-policy']) {
    test(`${path} loads no admin code and asks the API for nothing before its first screen`, async ({ page }) => {
      const scripts: string[] = [];
      const apiReads: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (request.url().includes('/api/') && request.method() === 'GET') apiReads.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        const body = await (await page.request.get(src)).text();
        expect(body, `${src} carries admin code`).not.toMatch(/Admin Portal|forgot-password|accessToken/);
      }
      // The server embedded the data the first screen needs.
      expect(apiReads).toEqual([]);
    });
  }

  test('a book page is fully described in the HTML a crawler sees', async ({ request }) => {
    const books = (await (await request.get('/api/books')).json()) as Array<{ id: string; slug: string; title: string; description: string }>;
    const book = books[0]!;
    const html = await (await request.get(`/books/${book.slug}-${book.id.slice(0, 8)}`)).text();
    expect(html).toContain(`<h1>${book.title}</h1>`);
    expect(html).toContain('"@type":"Book"');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/files\/covers\//);
    expect(html).toContain(`<meta name="description" content="${book.description.slice(0, 40)}`);
  });

  test('covers have a size before they load (no layout shift)', async ({ page }) => {
    await page.goto('/');
    const covers = page.locator('main img');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest Book' })).toBeVisible();
    await expect.poll(() => covers.count()).toBeGreaterThan(3);
    for (const img of await covers.all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
    await expect(covers.first()).not.toHaveAttribute('loading', 'lazy'); // the first, largest one
    await expect(covers.last()).toHaveAttribute('loading', 'lazy');
  });
});
