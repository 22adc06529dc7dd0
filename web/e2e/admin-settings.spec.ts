import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, openAdminPage, png } from './helpers';

// The owner's settings screen against the real binary (issue 12): the owner renames the site,
// changes the tagline and the hero title, adds a Bluesky link, removes TikTok and uploads a
// logo; a new visitor then sees all of it in the header, the footer, the home page and the
// page title from the first paint (the page's own HTML carries it, and the header never shows
// the old name, not even for a moment), and the newsletter's welcome mail carries the new
// name; the tagline and hero title the owner writes in Spanish show on /es/ and never on /.
// An http:// link is refused and nothing is saved; axe finds nothing at 375 px and at
// desktop width. The spec files a worker runs share its server, so the settings are read
// first and every section is put back exactly as it was at the end.

const ADMIN = { email: 'settings-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const NEW_NAME = `Maple Lane Books ${RUN}`;
const NEW_TAGLINE = `Bedtime stories from the lane, ${RUN}.`;
const NEW_HERO = `Cosy Stories for ${RUN}`;
const NEW_TAGLINE_ES = `Cuentos para dormir desde el camino, ${RUN}.`;
const NEW_HERO_ES = `Cuentos acogedores para ${RUN}`;
const BLUESKY = `https://bsky.app/profile/maple-${RUN}.example`;

type SocialLink = { kind: string; url: string };
type Settings = {
  identity: { name: string; tagline: string; legalName: string; publisherType: string; contactEmail: string; visitsEmail: string; mediaEmail: string };
  brand: { logoUrl: string; faviconUrl: string; shareImageUrl: string };
  social: { links: SocialLink[] };
  home: { title: string; highlight: string; whyItems: Array<{ title: string; text: string }> } & Record<string, unknown>;
  mail: { fromName: string; signature: string };
};
const SECTIONS = ['identity', 'brand', 'social', 'home', 'mail'] as const;

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let original: Settings;

const section = (name: string) => page.getByRole('region', { name });
const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function storedSettings() {
  const response = await page.request.get('/api/admin/settings', { headers: await adminHeaders(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { settings: Settings }).settings;
}

// Clicks a section's Save and waits for the server's answer.
async function save(name: string, key: (typeof SECTIONS)[number]) {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/admin/settings/${key}`) && r.request().method() === 'PUT');
  await section(name).getByRole('button', { name: `Save ${name}` }).click();
  expect((await answer).status()).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
  original = await storedSettings();
  expect(original.identity.name).not.toBe(NEW_NAME);
});

test.afterAll(async () => {
  try {
    // Put every section back exactly as it was (the brand's favicon is the server's to make).
    const headers = await adminHeaders(page);
    for (const key of SECTIONS) {
      const { faviconUrl: _favicon, ...brand } = original.brand;
      const body = key === 'brand' ? brand : original[key];
      const response = await page.request.put(`/api/admin/settings/${key}`, { headers, data: body });
      expect(response.status(), `restoring ${key}`).toBe(200);
    }
    const restored = await storedSettings();
    expect({ ...restored, brand: { ...restored.brand, faviconUrl: '' } }).toEqual({
      ...original,
      brand: { ...original.brand, faviconUrl: '' },
    });
  } finally {
    await context?.close();
  }
});

test('the menu leads to the settings, which start from the stored ones', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(heading('Settings')).toBeVisible();
  await expect(page).toHaveTitle(`Settings | Admin Portal | ${original.identity.name}`);
  const preview = page.getByRole('link', { name: 'Preview site (opens in a new tab)' });
  await expect(preview).toHaveAttribute('href', '/');
  await expect(preview).toHaveAttribute('target', '_blank');
  await expect(preview).toHaveAttribute('rel', /noopener/);

  await expect(section('Identity').getByLabel('Site name')).toHaveValue(original.identity.name);
  await expect(section('Identity').getByLabel('Tagline', { exact: true })).toHaveValue(original.identity.tagline);
  await expect(section('Home page').getByLabel('Hero title', { exact: true })).toHaveValue(original.home.title);
  await expect(section('Social links').getByRole('listitem')).toHaveCount(original.social.links.length);
  expect(await axeViolations(page)).toEqual([]);
});

test('an http:// link is refused on its row, and nothing is saved', async () => {
  let puts = 0;
  const count = (r: { url: () => string; method: () => string }) => {
    if (r.url().includes('/api/admin/settings/') && r.method() === 'PUT') puts++;
  };
  page.on('request', count);
  const social = section('Social links');
  const n = original.social.links.length + 1;
  await social.getByRole('button', { name: 'Add link' }).click();
  await expect(social.getByLabel(`Link ${n} Site`)).toBeFocused();
  await social.getByLabel(`Link ${n} Site`).selectOption({ label: 'Website' });
  await social.getByLabel(`Link ${n} Address`).fill('http://maple-lane.example');
  await social.getByRole('button', { name: 'Save Social links' }).click();
  await expect(social.getByText('Please enter a full address starting with https://')).toBeVisible();
  await expect(social.getByLabel(`Link ${n} Address`)).toBeFocused();
  await expect(social.getByLabel(`Link ${n} Address`)).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  page.off('request', count);
  expect(puts).toBe(0);
  expect((await storedSettings()).social).toEqual(original.social);

  await social.getByRole('button', { name: `Remove link ${n}` }).click();
  await expect(social.getByRole('listitem')).toHaveCount(original.social.links.length);
});

test('the owner renames the site, changes the tagline and the hero title, adds Bluesky, removes TikTok and uploads a logo', async () => {
  const identity = section('Identity');
  await identity.getByLabel('Site name').fill(NEW_NAME);
  await identity.getByLabel('Tagline', { exact: true }).fill(NEW_TAGLINE);
  await save('Identity', 'identity');
  await expect(page.getByText('Identity saved.').first()).toBeVisible();
  // The admin's own title follows at once.
  await expect(page).toHaveTitle(`Settings | Admin Portal | ${NEW_NAME}`);

  const home = section('Home page');
  await home.getByLabel('Hero title', { exact: true }).fill(NEW_HERO);
  await save('Home page', 'home');

  const social = section('Social links');
  const rows = social.getByRole('listitem');
  const before = await rows.count();
  await social.getByRole('button', { name: 'Add link' }).click();
  await social.getByLabel(`Link ${before + 1} Site`).selectOption({ label: 'Bluesky' });
  await social.getByLabel(`Link ${before + 1} Address`).fill(BLUESKY);
  const tiktok = original.social.links.findIndex((l) => l.kind === 'tiktok');
  expect(tiktok, 'the demo has a TikTok link').toBeGreaterThanOrEqual(0);
  await expect(social.getByLabel(`Link ${tiktok + 1} Site`)).toHaveValue('tiktok');
  await social.getByRole('button', { name: `Remove link ${tiktok + 1}` }).click();
  await save('Social links', 'social');

  const brand = section('Logo & images');
  await brand.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'maple-logo.png', mimeType: 'image/png', buffer: png(48) });
  await expect(brand.getByText('Uploaded maple-logo.png.')).toBeVisible();
  await expect(brand.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', /^\/files\/.+\.png$/);
  await save('Logo & images', 'brand');
  await expect(brand.getByRole('img', { name: 'Favicon made from the logo' })).toHaveAttribute('src', /^\/files\/.+\.png$/);

  const stored = await storedSettings();
  expect(stored.identity.name).toBe(NEW_NAME);
  expect(stored.identity.tagline).toBe(NEW_TAGLINE);
  expect(stored.home.title).toBe(NEW_HERO);
  expect(stored.social.links).toEqual([
    ...original.social.links.filter((l) => l.kind !== 'tiktok'),
    { kind: 'bluesky', url: BLUESKY },
  ]);
  expect(stored.brand.logoUrl).toMatch(/^\/files\//);
  expect(stored.brand.faviconUrl).toMatch(/^\/files\//);
});

test("the page's own HTML carries the new identity: its title, the app's starting data and the favicon", async ({ browser }) => {
  const stored = await storedSettings();
  const visitor = await browser.newContext();
  try {
    const response = await visitor.request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(NEW_NAME);
    expect(title).not.toContain(original.identity.name);
    const data = /<script type="application\/json" id="storyshelf-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(data, 'the embedded page data').toBeTruthy();
    const entries = JSON.parse(data!) as Array<{ key: string[]; data: Settings }>;
    const site = entries.find((e) => e.key.length === 1 && e.key[0] === 'site')?.data;
    expect(site?.identity.name).toBe(NEW_NAME);
    expect(site?.identity.tagline).toBe(NEW_TAGLINE);
    expect(site?.home.title).toBe(NEW_HERO);
    expect(site?.social.links).toEqual(stored.social.links);
    expect(site?.brand.logoUrl).toBe(stored.brand.logoUrl);
    expect(site).not.toHaveProperty('mail');
    expect(html).toContain(`href="${stored.brand.faviconUrl}"`);
  } finally {
    await visitor.close();
  }
});

test('a new visitor sees it in the header, the footer, the home page and the title, and never the old name', async ({ browser }) => {
  const stored = await storedSettings();
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // Every text the header's links home ever had, and every title, recorded from before the
    // first script runs: the old name must never show, not even for a moment.
    await visitor.addInitScript(() => {
      const seen = { names: [] as string[], titles: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const record = () => {
        for (const link of Array.from(document.querySelectorAll('header a[href="/"]'))) {
          const text = (link.textContent ?? '').trim();
          if (text && !seen.names.includes(text)) seen.names.push(text);
        }
        if (document.title && !seen.titles.includes(document.title)) seen.titles.push(document.title);
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const visit = await visitor.newPage();
    await visit.goto('/');

    const header = visit.getByRole('banner');
    await expect(header.getByRole('link', { name: NEW_NAME, exact: true })).toBeVisible();
    await expect(header.locator(`img[src="${stored.brand.logoUrl}"]`).first()).toBeVisible();
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText(`${NEW_HERO} ${stored.home.highlight}`);
    await expect(visit).toHaveTitle(`${NEW_NAME} | ${NEW_HERO} ${stored.home.highlight}`);

    const footer = visit.getByRole('contentinfo');
    await expect(footer).toContainText(NEW_TAGLINE);
    await expect(footer.getByRole('link', { name: `${NEW_NAME} on Bluesky` })).toHaveAttribute('href', BLUESKY);
    await expect(footer.getByRole('link', { name: `${NEW_NAME} on Instagram` })).toBeVisible();
    await expect(footer.getByRole('link', { name: /TikTok/ })).toHaveCount(0);
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} ${original.identity.legalName || NEW_NAME}. All rights reserved.`);

    const seen = await visit.evaluate(() => (window as unknown as { __seen: { names: string[]; titles: string[] } }).__seen);
    expect(seen.names, 'the header was recorded').toContain(NEW_NAME);
    expect(seen.names.filter((text) => text.includes(original.identity.name))).toEqual([]);
    expect(seen.titles.filter((text) => text.includes(original.identity.name))).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test('the owner writes the tagline and the hero title in Spanish: /es/ shows them, / keeps the English', async ({ browser }) => {
  const identity = section('Identity');
  await identity.getByLabel('Tagline (Español)').fill(NEW_TAGLINE_ES);
  await save('Identity', 'identity');
  const home = section('Home page');
  await home.getByLabel('Hero title (Español)').fill(NEW_HERO_ES);
  // Left empty, the English words show on the Spanish page, marked as English.
  await home.getByLabel('Highlighted words (Español)').fill('');
  await save('Home page', 'home');
  const stored = await storedSettings();

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const visit = await visitor.newPage();
    await visit.goto('/es/');
    const h1 = visit.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(`${NEW_HERO_ES} ${stored.home.highlight}`);
    await expect(h1.getByText(stored.home.highlight, { exact: true })).toHaveAttribute('lang', 'en');
    await expect(h1.getByText(NEW_HERO_ES, { exact: true })).not.toHaveAttribute('lang');
    await expect(visit.getByRole('contentinfo')).toContainText(NEW_TAGLINE_ES);
    await expect(visit.getByRole('contentinfo')).not.toContainText(NEW_TAGLINE);
    await expect(visit.locator('meta[name="description"]')).toHaveAttribute('content', NEW_TAGLINE_ES);

    await visit.goto('/');
    await expect(h1).toHaveText(`${NEW_HERO} ${stored.home.highlight}`);
    await expect(visit.getByRole('contentinfo')).toContainText(NEW_TAGLINE);
    await expect(visit.getByRole('contentinfo')).not.toContainText(NEW_TAGLINE_ES);
    await expect(visit.locator('meta[name="description"]')).toHaveAttribute('content', NEW_TAGLINE);
    // None of her words is marked as another language on the English page; only the Spanish
    // edition's own title, genres and description are, on its card.
    await expect(visit.locator('main [lang="en"]')).toHaveCount(0);
    await expect(visit.locator('main [lang="es"]')).toHaveText(['La nube de la bondad', 'Bondad', 'Emociones', 'Habilidades sociales', /\S/]);
  } finally {
    await visitor.close();
  }
});

test('a visitor who joins the newsletter is asked to confirm in a mail with the new name', async ({ browser }) => {
  const email = `maple-${RUN}@example.com`;
  const visitor = await browser.newContext();
  try {
    const visit = await visitor.newPage();
    await visit.goto('/');
    const newsletter = visit.getByRole('region', { name: 'Join Our Parent Newsletter' });
    await newsletter.getByLabel('Email address').fill(email);
    await newsletter.getByRole('button', { name: 'Join the Fun!' }).click();
    await expect(newsletter.getByText(/^Thank you for subscribing!/)).toBeVisible();
  } finally {
    await visitor.close();
  }

  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/admin/outbox', { headers: await adminHeaders(page) });
        const { mail } = (await response.json()) as { mail: Array<{ to: string; subject: string }> };
        return mail.find((m) => m.to === email)?.subject;
      },
      { timeout: 15_000, message: `the confirmation mail to ${email} in the outbox` },
    )
    .toBe(`Confirm your subscription to the ${NEW_NAME} parent newsletter`);
});

test('axe finds nothing at 375 px and at desktop width, and nothing is wider than the screen', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/settings');
  await expect(section('Identity').getByLabel('Site name')).toHaveValue(NEW_NAME);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(section('Emails').getByLabel('Sender name', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('Reset to defaults asks first, then puts the section back', async () => {
  const mail = section('Emails');
  await mail.getByLabel('Signature line', { exact: true }).fill(`With love from the lane ${RUN}`);
  await save('Emails', 'mail');
  await mail.getByRole('button', { name: 'Reset to defaults for Emails' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Emails to the defaults?' });
  await expect(dialog).toContainText("The sender's name and the signature line are replaced with the defaults.");
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(mail.getByLabel('Signature line', { exact: true })).toHaveValue(`With love from the lane ${RUN}`);

  await mail.getByRole('button', { name: 'Reset to defaults for Emails' }).click();
  const reset = page.waitForResponse((r) => r.url().endsWith('/api/admin/settings/mail') && r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
  expect((await reset).status()).toBe(200);
  await expect(page.getByText('Emails reset to the defaults.')).toBeVisible();
  await expect(mail.getByLabel('Signature line', { exact: true })).toHaveValue('');
  expect((await storedSettings()).mail).toEqual({ fromName: '', fromNameEs: '', signature: '', signatureEs: '' });
});

test("saving one section keeps another's unsaved changes, says so, and the browser still asks before leaving", async () => {
  await page.goto('/admin/settings');
  const home = section('Home page');
  const identity = section('Identity');
  const hero = home.getByLabel('Hero title', { exact: true });
  const unsavedHero = `Not saved yet ${RUN}`;
  const storedHero = await hero.inputValue();
  await hero.fill(unsavedHero);
  await expect(home.getByText('Unsaved changes')).toBeVisible();
  await identity.getByLabel('Tagline', { exact: true }).fill(`${NEW_TAGLINE} Again.`);
  await save('Identity', 'identity');
  await expect(page.getByText('Identity saved. Your changes to Home page are not saved yet.')).toBeVisible();
  await expect(identity.getByText('Unsaved changes')).toHaveCount(0);
  await expect(home.getByText('Unsaved changes')).toBeVisible();
  await expect(hero).toHaveValue(unsavedHero);
  expect((await storedSettings()).home.title).not.toBe(unsavedHero);
  expect(await axeViolations(page)).toEqual([]);

  // The menu asks; so does the browser, on a reload or a closed tab.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Books', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on Page' }).click();
  await expect(hero).toHaveValue(unsavedHero);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(hero).toHaveValue(unsavedHero);
  // Put back as it was, so leaving asks no more (afterAll restores every section).
  await hero.fill(storedHero);
  await expect(home.getByText('Unsaved changes')).toHaveCount(0);
});
