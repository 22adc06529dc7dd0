import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared steps of the end-to-end specs.

export type DemoBook = {
  id: string;
  slug: string;
  title: string;
  author: string;
  description: string;
  amazonLink: string;
  reviewLink: string;
};

// The demo's newest book.
export const KINDNESS_CLOUD = 'The Kindness Cloud';

// That book and its {slug}-{shortid}, read from the API.
export async function kindnessCloud(request: APIRequestContext) {
  const title = KINDNESS_CLOUD;
  const response = await request.get('/api/books');
  expect(response.status()).toBe(200);
  const books = (await response.json()) as DemoBook[];
  const book = books.find((b) => b.title === title);
  if (!book) throw new Error(`demo book "${title}" is missing`);
  return { book, ref: `${book.slug}-${book.id.slice(0, 8)}`, shortId: book.id.slice(0, 8) };
}

// Client-side navigation without a link to click: push the URL and tell the
// router, as the browser's own Back/Forward does (React Router listens to
// popstate). No page load happens, so the app fetches from the API itself
// instead of using the data the server embeds in a fresh page.
export async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

// Makes the API answer 500 for requests matching pattern.
export function failWith500(page: Page, pattern: string) {
  return page.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
    }),
  );
}

// Scrolls through the page so lazy images load before a full-page screenshot.
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}
