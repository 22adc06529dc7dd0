import { readFileSync } from 'node:fs';

import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickLanding, clientNavigate, failWith500, KINDNESS_CLOUD as TITLE, kindnessCloud, downloadByClicking } from './helpers';

async function expectInDocumentOrder(page: Page, parts: Locator[]) {
  const handles = [];
  for (const part of parts) {
    await expect(part).toBeVisible();
    handles.push(await part.elementHandle());
  }
  const outOfOrder = await page.evaluate(
    (els) =>
      els
        .map((el, i) => (i > 0 && !(els[i - 1]!.compareDocumentPosition(el!) & Node.DOCUMENT_POSITION_FOLLOWING) ? i : -1))
        .filter((i) => i >= 0),
    handles,
  );
  expect(outOfOrder, 'indexes of parts that come before the previous part').toEqual([]);
}

test.describe('book detail', () => {
  test('shows every part of the page, in the spec order', async ({ page, request }) => {
    const { book, ref } = await kindnessCloud(request);
    await page.goto(`/books/${ref}`);
    await expect(page).toHaveTitle(`${TITLE} by Lily Hart | Storyshelf`);
    const main = page.getByRole('main');

    const cover = main.getByRole('img', { name: `Cover of ${TITLE}` });
    await expect(cover).toHaveAttribute('loading', 'eager');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('width', '480');
    await expect(cover).toHaveAttribute('height', '720');

    const amazon = main.getByRole('link', { name: /^View on Amazon/ });
    const reviewsLink = main.getByRole('link', { name: /^Read Reviews/ });
    for (const [link, href] of [
      [amazon, book.amazonLink],
      [reviewsLink, book.reviewLink],
    ] as const) {
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const videos = main.getByRole('link', { name: 'Watch Videos & Listen to Songs' });
    await expect(videos).toHaveAttribute('href', `/multimedia/${ref}`);
    const back = main.getByRole('link', { name: 'Back to all books' });
    await expect(back).toHaveAttribute('href', '/books');
    const more = main.getByRole('link', { name: 'Explore More Books' });
    await expect(more).toHaveAttribute('href', '/books');

    const materials = main.getByRole('region', { name: 'Fun Learning Materials' });
    await expect(materials.getByRole('article')).toHaveCount(2);
    await expect(materials.getByRole('article').first()).toContainText('PDF');
    await expect(materials.getByRole('article').last()).toContainText('Image');

    await expect(main.getByRole('region', { name: 'Learning Benefits' }).getByRole('listitem')).toHaveCount(5);
    await expect(main.getByRole('region', { name: 'Reading Tips for Parents' }).getByRole('listitem')).toHaveCount(5);

    await expectInDocumentOrder(page, [
      back,
      cover,
      main.getByText('For ages 3-6', { exact: true }),
      main.getByRole('heading', { level: 1, name: TITLE }),
      main.getByText('by Lily Hart', { exact: true }),
      main.getByRole('list', { name: 'Topics' }),
      main.locator('dd', { hasText: 'June 1, 2025' }),
      main.locator('dd', { hasText: /^32$/ }),
      main.locator('dd', { hasText: '9781735412078' }),
      amazon,
      reviewsLink,
      main.getByText(book.description),
      main.getByRole('heading', { level: 2, name: 'Learning Benefits' }),
      videos,
      main.getByRole('heading', { level: 2, name: 'Fun Learning Materials' }),
      materials.getByRole('heading', { level: 3, name: 'Activity Sheet' }),
      materials.getByRole('button', { name: 'Download Activity Sheet' }),
      materials.getByRole('heading', { level: 3, name: 'Coloring Page' }),
      materials.getByRole('button', { name: 'Download Coloring Page' }),
      main.getByRole('heading', { level: 2, name: 'Reader Reviews' }),
      main.getByRole('heading', { level: 2, name: 'Reading Tips for Parents' }),
      more,
    ]);
  });

  test("shows 3 reviews, then all 5 after 'See more reviews (2 more)'", async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto(`/books/${ref}`);
    const reviews = page.getByRole('region', { name: 'Reader Reviews' });

    await expect(reviews.getByRole('article')).toHaveCount(3);
    await expect(reviews.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await expect(reviews.getByRole('heading', { level: 3, name: 'Sparked so many conversations' })).toBeVisible();
    await expect(reviews.getByText('Verified purchase')).toHaveCount(1);

    await reviews.getByRole('button', { name: 'See more reviews (2 more)' }).click();

    await expect(reviews.getByRole('article')).toHaveCount(5);
    await expect(reviews.getByRole('button', { name: /See more reviews/ })).toHaveCount(0);
    // Nina F.'s review has no source: it reads 'Reader'.
    const nina = reviews.getByRole('article').filter({ hasText: 'Nina F.' });
    await expect(nina.getByText('Reader', { exact: true })).toBeVisible();
    await expect(nina.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(nina).toContainText('June 18, 2025');
    await expect(reviews.getByText('Verified purchase')).toHaveCount(2);
  });

  test('redirects an outdated slug to the canonical URL, replacing history', async ({ page, request }) => {
    const { ref, shortId } = await kindnessCloud(request);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await clientNavigate(page, `/books/wrong-slug-${shortId}`);

    await expect(page).toHaveURL(`/books/${ref}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // The app itself looked the wrong slug up (no page load, so no server 302).
    expect(requests).toContain(`/api/books/wrong-slug-${shortId}`);
    expect(requests).not.toContain(`/books/wrong-slug-${shortId}`);

    await page.goBack();
    await expect(page).toHaveURL('/contact');
    await page.goForward();
    await expect(page).toHaveURL(`/books/${ref}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  for (const path of ['/books/abc-123', '/books/abc-', '/books/unknown-zzzzzzzz']) {
    test(`${path} is the page that is not found, with a 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByText(/Invalid|Book not found/)).toHaveCount(0);
      await page.getByRole('link', { name: 'See all books' }).click();
      await expect(page).toHaveURL('/books');
    });
  }

  test('says so when the book cannot be loaded', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto('/contact');
    await failWith500(page, '**/api/books/*');
    await clientNavigate(page, `/books/${ref}`);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Failed to load book details. Please try again later.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to all books' })).toHaveAttribute('href', '/books');
  });

  test('keeps working when the reviews cannot be loaded', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto('/contact');
    await failWith500(page, '**/api/books/*/testimonials');
    await clientNavigate(page, `/books/${ref}`);

    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Reader Reviews' });
    await expect(reviews.getByRole('alert')).toHaveText('Failed to load testimonials');
    await expect(page.getByRole('button', { name: 'Download Activity Sheet' })).toBeVisible();
  });

  test('downloads a material as a file', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto(`/books/${ref}`);

    const download = await downloadByClicking(page.getByRole('button', { name: 'Download Activity Sheet' }));
    expect(download.suggestedFilename()).toBe('Activity_Sheet.pdf');
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');

    const image = await downloadByClicking(page.getByRole('button', { name: 'Download Coloring Page' }));
    expect(image.suggestedFilename()).toBe('Coloring_Page.png');
    await expect(page.getByRole('button', { name: 'Download Coloring Page' })).toBeEnabled();
  });

  test('opens a stored file in a new tab when it cannot be fetched', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto(`/books/${ref}`);
    await page.route('**/files/materials/*.pdf', (route) => route.fulfill({ status: 503, body: 'busy' }));

    // The new tab asks for the file itself (a browser without a PDF viewer then saves it, so the
    // tab's own address may stay blank).
    const opened = page
      .context()
      .waitForEvent('request', (r) => r.isNavigationRequest() && /\/files\/materials\/[^/]+\.pdf$/.test(new URL(r.url()).pathname));
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      clickLanding(page.getByRole('button', { name: 'Download Activity Sheet' })),
    ]);
    expect((await opened).frame().page()).toBe(popup);
    await popup.close();
  });
});
