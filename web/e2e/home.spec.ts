import { expect, test, type Page, type Route } from '@playwright/test';
import { loadLazyImages } from './helpers';

const HOME_HEADING = 'Magical Stories for Curious Young Minds';

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
  });

// The first page load uses the data the server embeds and calls no API; to see what the
// app does with a failing or empty API, start elsewhere and navigate in the app.
async function openHomeInApp(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
}

test.describe('home page', () => {
  test('shows the latest book, the collection, coming soon and testimonials', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Books' })).toHaveAttribute('href', '/books');
    await expect(page.getByRole('link', { name: 'Meet the Author' })).toHaveAttribute('href', '/about');

    // Latest Book: the demo's newest, with its cover as the eager, high-priority LCP image.
    const latest = page.getByRole('region', { name: 'Latest Book' });
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText('The Kindness Cloud');
    await expect(latest).toContainText('by Lily Hart');
    await expect(latest).toContainText('Ages 3-6');
    const cover = latest.getByRole('img', { name: 'Cover of The Kindness Cloud' });
    await expect(cover).toHaveAttribute('loading', 'eager');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('width', '480');
    await expect(cover).toHaveAttribute('height', '720');
    await expect(latest.getByRole('link', { name: 'Explore Book: The Kindness Cloud' })).toHaveAttribute(
      'href',
      /^\/books\/the-kindness-cloud-[0-9a-f]{8}$/,
    );
    await expect(latest.getByRole('link', { name: 'Videos & Songs: The Kindness Cloud' })).toHaveAttribute(
      'href',
      /^\/multimedia\/the-kindness-cloud-[0-9a-f]{8}$/,
    );

    // Explore Our Collection: all eight demo books as cards (seven, and one in Spanish too).
    const collection = page.getByRole('region', { name: 'Explore Our Collection' });
    const cards = collection.getByRole('article');
    await expect(cards).toHaveCount(8);
    await expect(collection.getByRole('link', { name: /^Explore Book: / })).toHaveCount(8);
    await expect(collection.getByRole('link', { name: /^Videos & Songs: / })).toHaveCount(8);
    const kindness = cards.filter({ has: page.getByRole('heading', { name: 'The Kindness Cloud' }) });
    // Four genres in the data, three on the card.
    await expect(kindness.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveText([
      'Kindness',
      'Emotions',
      'Social Skills',
    ]);
    const lazyCover = kindness.getByRole('img', { name: 'Cover of The Kindness Cloud' });
    await expect(lazyCover).toHaveAttribute('loading', 'lazy');
    await expect(lazyCover).toHaveAttribute('width', '480');

    // Coming Soon: soonest first, each with a pre-order link opening a new tab.
    const comingSoon = page.getByRole('region', { name: 'Coming Soon' });
    await expect(comingSoon.getByRole('heading', { level: 3 })).toHaveText(['The Ripple Rainbow', 'Moonlight Manners']);
    await expect(comingSoon).toContainText('Expected March 15, 2027');
    for (const title of ['The Ripple Rainbow', 'Moonlight Manners']) {
      const link = comingSoon.getByRole('link', { name: new RegExp(`^Pre-order ${title}`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.amazon\.com\//);
    }

    await expect(page.getByRole('heading', { level: 2, name: 'Why Parents & Kids Love Our Books' })).toBeVisible();

    // Three testimonials, each with stars and a link to its book.
    const testimonials = page.getByRole('region', { name: 'What Parents & Teachers Say' });
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    await expect(testimonials.getByRole('img', { name: /^Rated (4|4\.5|5) out of 5$/ })).toHaveCount(3);
    await expect(testimonials.getByRole('link', { name: /^Read about / })).toHaveCount(3);
    for (const link of await testimonials.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/books\/[a-z0-9-]+-[0-9a-f]{8}$/);
    }

    const newsletter = page.getByRole('region', { name: 'Join Our Parent Newsletter' });
    await expect(newsletter.getByLabel('Email address')).toBeVisible();
    await expect(newsletter.getByRole('button', { name: 'Join the Fun!' })).toBeVisible(); // its behaviour: newsletter.spec.ts

    await expect(page.getByRole('link', { name: 'See All Books' })).toHaveAttribute('href', '/books');
  });

  test('the book card buttons lead to the book and its videos', async ({ page }) => {
    await page.goto('/');
    const collection = page.getByRole('region', { name: 'Explore Our Collection' });
    await collection.getByRole('link', { name: 'Explore Book: Brave Little Bea' }).click();
    await expect(page).toHaveURL(/\/books\/brave-little-bea-[0-9a-f]{8}$/);
    await page.goBack();
    await collection.getByRole('link', { name: 'Videos & Songs: Brave Little Bea' }).click();
    await expect(page).toHaveURL(/\/multimedia\/brave-little-bea-[0-9a-f]{8}$/);
  });

  test('shows the empty state when there are no books', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/books', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await openHomeInApp(page);

    await expect(page.getByRole('heading', { name: 'No books found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Your First Book' })).toHaveAttribute('href', '/admin/books/new');
    await expect(page.getByRole('region', { name: 'Latest Book' })).toHaveCount(0);
  });

  test('shows the error state and recovers with Try Again', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/books', serverError);
    await openHomeInApp(page);

    await expect(page.getByRole('heading', { name: 'Error loading content' })).toBeVisible();
    await expect(page.getByText('Failed to load books. Please try again.')).toBeVisible();

    await page.unroute('**/api/books');
    await page.getByRole('button', { name: 'Try Again' }).click();
    const collection = page.getByRole('region', { name: 'Explore Our Collection' });
    await expect(collection.getByRole('article')).toHaveCount(8);
    await expect(page.getByText('Failed to load books. Please try again.')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Latest Book' })).toContainText('The Kindness Cloud');
  });

  test('shows the upcoming books error and recovers with Try again', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/upcoming-books', serverError);
    await openHomeInApp(page);

    const comingSoon = page.getByRole('region', { name: 'Coming Soon' });
    await expect(comingSoon.getByRole('heading', { name: 'Error loading upcoming books' })).toBeVisible();
    await expect(comingSoon.getByText('Failed to load upcoming books. Please try again.')).toBeVisible();

    await page.unroute('**/api/upcoming-books');
    await comingSoon.getByRole('button', { name: 'Try again' }).click();
    await expect(comingSoon.getByRole('heading', { level: 3 })).toHaveText(['The Ripple Rainbow', 'Moonlight Manners']);
  });

  test('hides Coming Soon when there are no upcoming books', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/upcoming-books', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    const answered = page.waitForResponse('**/api/upcoming-books');
    await openHomeInApp(page);
    await answered;
    await expect(page.getByRole('region', { name: 'Explore Our Collection' }).getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toHaveCount(0);
  });

  test('hides the testimonials silently when they fail to load', async ({ page }) => {
    await page.goto('/contact');
    let calls = 0;
    let answered = 0;
    await page.route('**/api/testimonials/featured', (route) => {
      calls += 1;
      return serverError(route);
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/testimonials/featured')) answered += 1;
    });
    await openHomeInApp(page);

    // The query retries once; after that it has failed for good. Once the page has had the
    // second failure and painted after it, whatever the failure shows is on screen.
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(2);
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    expect(calls).toBe(2);
    await expect(page.getByRole('region', { name: 'Explore Our Collection' }).getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Why Parents & Kids Love Our Books' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Parents & Teachers Say' })).toHaveCount(0);
    await expect(page.getByText(/Failed to load testimonials/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('home page at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits the small screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Explore Our Collection' }).getByRole('article')).toHaveCount(8);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    await page.screenshot({ path: test.info().outputPath('home-375.png'), fullPage: true });
  });
});

test('home page at 1280px (screenshot)', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Explore Our Collection' }).getByRole('article')).toHaveCount(8);
  await loadLazyImages(page);
  await page.screenshot({ path: test.info().outputPath('home-1280.png'), fullPage: true });
});
