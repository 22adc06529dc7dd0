import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, openAdminPage, type DemoBook } from './helpers';

// A large photo uploaded as a cover through the admin book form: the server stores 320, 640
// and 1024 px JPEGs beside it, and a phone loads one of those on every public page, never
// the original, and only one file per cover (the page head's preload names the same srcset
// and sizes as the img). The book is this run's and is deleted at the end, so the other
// spec files see the demo books only.

const ADMIN = { email: 'covers-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const TITLE = `The Tall Photo Book ${RUN}`;

test.describe.configure({ mode: 'serial' });

let admin: { context: BrowserContext; page: Page };
let cover = ''; // the stored original: /files/covers/{hash}.jpg
let photoBytes = 0;
let ref = ''; // the book's {slug}-{shortid}

test.beforeAll(async ({ browser }) => {
  admin = await openAdminPage(browser, ADMIN);
});

test.afterAll(async () => {
  try {
    const { page } = admin;
    const headers = await adminHeaders(page);
    const books = (await (await page.request.get('/api/admin/books', { headers })).json()) as DemoBook[];
    for (const book of books.filter((b) => b.title.includes(RUN))) {
      await page.request.delete(`/api/admin/books/${book.id}`, { headers });
    }
  } finally {
    await admin?.context.close();
  }
});

// A 3000×4000 JPEG of a few megabytes, such as a phone camera takes, drawn by the browser.
async function largePhoto(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 3000, height: 4000 });
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 3000, 4000);
    sky.addColorStop(0, '#fde68a');
    sky.addColorStop(1, '#0f766e');
    g.fillStyle = sky;
    g.fillRect(0, 0, 3000, 4000);
    for (let i = 0; i < 40; i++) {
      g.fillStyle = `hsl(${i * 9}, 70%, 55%)`;
      g.beginPath();
      g.arc((i * 977) % 3000, (i * 1531) % 4000, 120 + (i % 5) * 40, 0, Math.PI * 2);
      g.fill();
    }
    // Grain, as a camera's sensor leaves it, so the file is as large as a photo's.
    const pixels = g.getImageData(0, 0, 3000, 4000);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i]! += ((i * 2654435761) >>> 27) - 16;
    g.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

// The phone's requests for this cover's files, on a fresh load of path.
async function coverFilesLoaded(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const stem = cover.replace(/\.jpg$/, '');
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url()).pathname;
    if (url.startsWith(stem)) loaded.push(url);
  });
  try {
    await page.goto(path);
    await check(page);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return loaded;
}

test('the owner adds a book with a 3000×4000 photo as its cover', async () => {
  const { page } = admin;
  await page.goto('/admin/books/new');
  const basics = page.getByRole('region', { name: 'Basic Information' });
  await basics.getByLabel('Title').fill(TITLE);
  await basics.getByLabel('Author').fill('Lily Hart');
  await basics.getByLabel('Age Range').fill('3-6');
  await basics.getByLabel('Description').fill('A photo taken on a phone, far larger than any screen shows it.');
  await basics.getByLabel('Publish Date').fill('2026-04-01');
  await basics.getByLabel('ISBN').fill('978-1-23456-789-7');
  await basics.getByLabel('Pages').fill('24');

  const photo = await largePhoto(page);
  photoBytes = photo.length;
  expect(photoBytes).toBeGreaterThan(1024 * 1024);
  await basics.getByLabel('Cover Image').setInputFiles({ name: 'tall photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(basics.getByText('Uploaded tall photo.jpg.')).toBeVisible({ timeout: 20_000 });
  cover = (await basics.getByRole('img', { name: 'Current cover' }).getAttribute('src')) ?? '';
  expect(cover).toMatch(/^\/files\/covers\/[0-9a-f]{24}\.jpg$/);

  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByText(`"${TITLE}" has been added.`)).toBeVisible();
  const books = (await (await page.request.get('/api/books')).json()) as DemoBook[];
  const book = books.find((b) => b.title === TITLE)!;
  ref = `${book.slug}-${book.id.slice(0, 8)}`;
});

test('its widths are JPEGs, each far smaller than the photo', async () => {
  const { page } = admin;
  for (const width of [320, 640, 1024]) {
    const response = await page.request.get(cover.replace(/\.jpg$/, `-w${width}.jpg`));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const body = await response.body();
    expect(body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(body.length).toBeLessThan(photoBytes / 3);
  }
});

for (const [name, path] of [
  ['the book page', () => `/books/${ref}`],
  ['the home page (the newest book is featured)', () => '/'],
  ['the catalogue', () => '/books'],
] as const) {
  test(`a phone 375 px wide loads a small width of the cover on ${name}, and nothing else of it`, async ({ browser }) => {
    const loaded = await coverFilesLoaded(browser, path(), async (page) => {
      const img = page.getByRole('main').getByRole('img', { name: `Cover of ${TITLE}` }).first();
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
      const shown = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, width: el.naturalWidth }));
      expect(shown.src).toMatch(/-w(320|640)\.jpg$/);
      expect(shown.width).toBeLessThanOrEqual(640);
    });
    expect(loaded.length, loaded.join(', ')).toBeGreaterThan(0);
    for (const url of loaded) expect(url).toMatch(/-w(320|640)\.jpg$/);
    expect(loaded).not.toContain(cover);
    // The preload and the img chose the same file: one request for the cover.
    expect(new Set(loaded).size, loaded.join(', ')).toBe(1);
  });
}
