import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';

import { createAdmin, kindnessCloud, runBinary, signInAsAdmin, downloadByClicking } from './helpers';

type Count = { key: string; label: string; count: number };
type Stats = {
  from: string;
  to: string;
  days: Array<{ day: string; visits: number; visitors: number }>;
  pages: Count[];
  books: Count[];
  downloads: Count[];
  forms: Count[];
};

type MaterialLine = { bookId: string; title: string; bookPath: string; downloads: number };

const dataDir = process.env.STORYSHELF_E2E_DATA_DIR;
const OWNER = { email: 'analytics-owner@example.com', password: 'Analytics-Owner-Password-1' };

function stats(): Stats {
  return JSON.parse(runBinary(['stats', '--days', '1'])) as Stats;
}

const isEvent = (request: Request) => request.url().endsWith('/api/events') && request.method() === 'POST';

// Waits for the next analytics event to be answered. Chromium sends them with sendBeacon,
// whose body Playwright cannot read, so the statistics are checked with `stats` instead.
function nextEvent(page: Page) {
  return page.waitForResponse((response) => isEvent(response.request()));
}

// The owner's overview of every book's materials, read with a session of its own.
async function materialsOverview(request: APIRequestContext) {
  createAdmin(OWNER.email, OWNER.password);
  const login = await request.post('/api/auth/login', { headers: { 'X-Requested-With': 'storyshelf' }, data: OWNER });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
  return async () => {
    const response = await request.get('/api/admin/materials', { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as MaterialLine[];
  };
}

test.describe('first-party analytics', () => {
  test.skip(!dataDir, 'needs the data folder of the server global-setup started');

  test('page views and a contact Form Submit reach the statistics; admin pages do not', async ({ page }) => {
    let events = 0;
    page.on('request', (request) => {
      if (isEvent(request)) events += 1;
    });
    const nav = page.getByRole('navigation', { name: 'Main' });

    // A direct load sends the first page view...
    let answered = nextEvent(page);
    await page.goto('/books');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Book Collection' })).toBeVisible();
    expect((await answered).status()).toBe(204);

    // ...and so does each client-side route change.
    answered = nextEvent(page);
    await nav.getByRole('link', { name: 'About the author' }).click();
    await expect(page).toHaveURL('/about');
    expect((await answered).status()).toBe(204);

    answered = nextEvent(page);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect((await answered).status()).toBe(204);

    // The contact form reports its outcome.
    await page.getByRole('textbox', { name: 'Your name' }).fill('Analytics Tester');
    await page.getByRole('textbox', { name: 'Email address' }).fill('tester@example.com');
    await page.getByRole('combobox', { name: 'Subject' }).selectOption('Feedback');
    await page.getByRole('textbox', { name: 'Message' }).fill('We loved the kindness books!');
    answered = nextEvent(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect((await answered).status()).toBe(204);

    // One event per navigation plus the Form Submit; the owner's admin pages send nothing.
    // A public page opened after the admin one sends its own page view: when that one is
    // answered, an event the admin page had sent would have been counted already.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    answered = nextEvent(page);
    await page.goto('/privacy-policy');
    expect((await answered).status()).toBe(204);
    expect(events).toBe(5);

    const report = stats();
    const pages = new Map(report.pages.map((p) => [p.key, p.count]));
    expect(pages.get('/books') ?? 0).toBeGreaterThanOrEqual(1);
    expect(pages.get('/about') ?? 0).toBeGreaterThanOrEqual(1);
    expect(pages.get('/contact') ?? 0).toBeGreaterThanOrEqual(1);
    expect(report.pages.some((p) => p.key === '/admin' || p.key.startsWith('/admin/'))).toBe(false);
    const contactOk = report.forms.find((f) => f.key === 'contact:ok');
    expect(contactOk?.count ?? 0).toBeGreaterThanOrEqual(1);
    expect(report.days.some((d) => d.visits >= 1)).toBe(true);
  });

  test("a material downloaded on a book page counts in the owner's materials overview", async ({ page, request }) => {
    const { book, ref } = await kindnessCloud(request);
    const overview = await materialsOverview(request);
    const downloads = async (title: string) => {
      const line = (await overview()).find((m) => m.bookId === book.id && m.title === title);
      if (!line) throw new Error(`no material "${title}" in the overview`);
      expect(line.bookPath).toBe(`/books/${ref}`);
      return line.downloads;
    };
    const sheet = await downloads('Activity Sheet');
    const coloring = await downloads('Coloring Page');

    await page.goto(`/books/${ref}`);
    await downloadByClicking(page.getByRole('button', { name: 'Download Activity Sheet' }));

    // The event goes by sendBeacon: the count shows once the server has it.
    await expect.poll(() => downloads('Activity Sheet')).toBe(sheet + 1);
    expect(await downloads('Coloring Page')).toBe(coloring);
  });

  test("the owner's own browsing is not counted while her browser is signed in to the admin; after Logout it is", async ({ browser }) => {
    createAdmin(OWNER.email, OWNER.password);
    const context = await browser.newContext();
    const page = await context.newPage();
    let events = 0;
    context.on('request', (request) => {
      if (isEvent(request)) events += 1;
    });
    try {
      await signInAsAdmin(page, OWNER.email, OWNER.password);
      // The site in this tab, in a new tab, and the pages a reader would see most: nothing is sent.
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'View Website' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Books' }).click();
      await expect(page).toHaveURL('/books');
      const other = await context.newPage();
      await other.goto('/about');
      await other.goto('/es/');
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      // A page view still on its way would be answered within this time.
      await other.waitForTimeout(1_000);
      expect(events).toBe(0);
      await other.close();

      // Logout: the browser is anyone's again.
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      const answered = nextEvent(page);
      await page.goto('/contact');
      expect((await answered).status()).toBe(204);
      expect(events).toBe(1);
    } finally {
      await context.close();
    }
  });

  test('without sendBeacon the same JSON goes by fetch', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'sendBeacon');
    });

    let answered = nextEvent(page);
    await page.goto('/books');
    let response = await answered;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toEqual({
      name: 'pageview',
      path: '/books',
      referrer: '',
      refId: '',
      label: '',
      entry: true,
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
    });

    answered = nextEvent(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    response = await answered;
    expect(response.request().postDataJSON()).toEqual({ name: 'pageview', path: '/contact', referrer: '', refId: '', label: '' });
  });

  test('a visitor from a social site with a campaign tag: the first page view carries both; store links send Store Clicks and still open', async ({
    browser,
    request,
  }) => {
    const { book, ref } = await kindnessCloud(request);
    const context = await browser.newContext();
    // fetch instead of sendBeacon, whose body Playwright cannot read; the stores stay offline.
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'sendBeacon');
    });
    await context.route(/^https:\/\/www\.(amazon|goodreads)\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>The store</title>' }),
    );
    const sent: Array<Record<string, unknown>> = [];
    context.on('request', (r) => {
      if (isEvent(r)) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    const sentEvent = (p: Page, name: string) =>
      p.waitForRequest((r) => isEvent(r) && (r.postDataJSON() as { name: string }).name === name);
    try {
      const page = await context.newPage();
      const path = `/books/${ref}`;
      const answered = nextEvent(page);
      await page.goto(`${path}?utm_source=instagram&utm_medium=social&utm_campaign=spring-reads`, {
        referer: 'https://www.instagram.com/',
      });
      await answered;
      expect(sent.filter((e) => e.name === 'pageview')).toEqual([
        {
          name: 'pageview',
          path,
          referrer: 'https://www.instagram.com/',
          refId: '',
          label: '',
          entry: true,
          utmSource: 'instagram',
          utmMedium: 'social',
          utmCampaign: 'spring-reads',
        },
      ]);

      // A click: the event goes, and the store opens in its tab.
      const amazon = page.getByRole('link', { name: /View on Amazon/ });
      let clicked = sentEvent(page, 'Store Click');
      const popup = page.waitForEvent('popup');
      await amazon.click();
      expect((await clicked).postDataJSON()).toEqual({ name: 'Store Click', path, referrer: '', refId: book.id, label: 'amazon' });
      await expect(await popup).toHaveTitle('The store');

      // A middle click (a background tab) and Enter on the link count too.
      clicked = sentEvent(page, 'Store Click');
      await page.getByRole('link', { name: /Read Reviews/ }).click({ button: 'middle' });
      expect((await clicked).postDataJSON()).toMatchObject({ name: 'Store Click', refId: book.id, label: 'review' });
      clicked = sentEvent(page, 'Store Click');
      await amazon.focus();
      await page.keyboard.press('Enter');
      expect((await clicked).postDataJSON()).toMatchObject({ name: 'Store Click', refId: book.id, label: 'amazon' });

      // The next page view is no entry, and the campaign was kept nowhere.
      const next = sentEvent(page, 'pageview');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      expect((await next).postDataJSON()).toEqual({ name: 'pageview', path: '/contact', referrer: '', refId: '', label: '' });
      expect(sent.filter((e) => e.name === 'Store Click').map((e) => e.label)).toEqual(['amazon', 'review', 'amazon']);
      const kept = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie);
      expect(kept).not.toContain('spring-reads');
      expect(kept).not.toContain('instagram');
    } finally {
      await context.close();
    }
  });
});
