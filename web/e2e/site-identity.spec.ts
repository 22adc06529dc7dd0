import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, openAdminPage, png } from './helpers';

// The public site as the owner's settings make it, against the real binary: the settings are
// changed through the admin API (the settings screen has its own spec), then a new visitor sees
// the new name, logo, tagline, social links, copyright and hero on the first paint, with no
// request for the settings and no other name shown first. The demo's settings are put back at
// the end, so the other spec files see them.

const ADMIN = { email: 'identity-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const NAME = `Inkwell ${RUN}`;

type Settings = Record<'identity' | 'brand' | 'social' | 'home', Record<string, unknown>>;

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let original: Settings;

async function save(section: keyof Settings, body: Record<string, unknown>) {
  const response = await page.request.put(`/api/admin/settings/${section}`, { headers: await adminHeaders(page), data: body });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
  const response = await page.request.get('/api/admin/settings', { headers: await adminHeaders(page) });
  original = ((await response.json()) as { settings: Settings }).settings;
});

test.afterAll(async () => {
  try {
    for (const section of ['identity', 'brand', 'social', 'home'] as const) await save(section, original[section]);
  } finally {
    await context?.close();
  }
});

test("a new visitor sees the owner's identity from the first paint", async ({ browser }) => {
  await save('identity', { ...original.identity, name: NAME, tagline: 'Small books, big hearts.', legalName: 'Inkwell Press Ltd' });
  await save('social', {
    links: [
      { kind: 'bluesky', url: 'https://bsky.app/profile/inkwell.example' },
      { kind: 'instagram', url: 'https://www.instagram.com/storyshelfbooks' },
      { kind: 'youtube', url: 'https://www.youtube.com/@storyshelfbooks' },
    ],
  });
  await save('home', { ...original.home, title: 'Brave Little Tales for' });
  const upload = await page.request.post('/api/admin/uploads?kind=logo', {
    headers: await adminHeaders(page),
    multipart: { file: { name: 'inkwell.png', mimeType: 'image/png', buffer: png() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url: logoUrl } = (await upload.json()) as { url: string };
  await save('brand', { ...original.brand, logoUrl });

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const visit = await visitor.newPage();
    // Every name the header's home link and the document title ever showed, from the first paint.
    await visit.addInitScript(() => {
      const seen = { names: [] as string[], titles: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const note = () => {
        const name = document.querySelector('nav[aria-label="Main"] a[href="/"]')?.textContent ?? '';
        if (name && seen.names.at(-1) !== name) seen.names.push(name);
        if (document.title && seen.titles.at(-1) !== document.title) seen.titles.push(document.title);
      };
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const siteReads: string[] = [];
    visit.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/site') siteReads.push(request.url());
    });

    await visit.goto('/');
    const heading = visit.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Brave Little Tales for Curious Young Minds');
    await expect(visit).toHaveTitle(`${NAME} | Brave Little Tales for Curious Young Minds`);

    const nav = visit.getByRole('navigation', { name: 'Main' });
    const home = nav.getByRole('link', { name: NAME, exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home.locator('img')).toHaveAttribute('src', logoUrl);
    await expect(home.locator('img')).toHaveAttribute('alt', '');

    const footer = visit.getByRole('contentinfo');
    await expect(footer).toContainText('Small books, big hearts.');
    await expect(footer.getByRole('link', { name: `${NAME} on Bluesky` })).toHaveAttribute(
      'href',
      'https://bsky.app/profile/inkwell.example',
    );
    await expect(footer.getByRole('link', { name: `${NAME} on Bluesky` })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: `${NAME} on Instagram` })).toBeVisible();
    await expect(footer.getByRole('link', { name: `Email ${NAME}` })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /TikTok/ })).toHaveCount(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Inkwell Press Ltd. All rights reserved.`);

    await visit.waitForLoadState('networkidle');
    const seen = await visit.evaluate(() => (window as unknown as { seen: { names: string[]; titles: string[] } }).seen);
    expect(seen.names).toEqual([NAME]);
    expect(seen.titles.every((title) => title.includes(NAME))).toBe(true);
    // The settings came with the page.
    expect(siteReads).toEqual([]);

    // Another page, reached by a link, keeps the name in its title.
    await nav.getByRole('link', { name: 'All Books' }).click();
    await expect(visit).toHaveTitle(`All Books | ${NAME}`);
  } finally {
    await visitor.close();
  }
});
