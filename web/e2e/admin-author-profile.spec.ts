import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, failWith500, openAdminPage, png } from './helpers';

// The admin Author Profile screen against the real binary: the stored profile in the form,
// the required name, saving a new title, quote and photo, and the About page showing them;
// accessibility at 375 px and at desktop width. The demo profile (and its portrait, which the
// server removes once nothing uses it) is put back at the end, so the other spec files see it.

const ADMIN = { email: 'profile-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const TITLE = `Storyteller & Gardener ${RUN}`;
const QUOTE = `Every seed is a story waiting to grow. ${RUN}`;


type Profile = { name: string; title: string; photoUrl: string; bio: string[]; quote: string; creativeProcess: string[] };

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let original: Profile;
let portrait: Buffer;

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
  original = (await (await page.request.get('/api/author')).json()) as Profile;
  portrait = await (await page.request.get(original.photoUrl)).body();
});

test.afterAll(async () => {
  try {
    const headers = await adminHeaders(page);
    const upload = await page.request.post('/api/admin/uploads?kind=image', {
      headers,
      multipart: { file: { name: 'portrait.png', mimeType: 'image/png', buffer: portrait } },
    });
    const { url } = (await upload.json()) as { url: string };
    await page.request.put('/api/admin/author-profile', { headers, data: { ...original, photoUrl: url } });
  } finally {
    await context?.close();
  }
});

test('the Authors screen leads to the profile, which starts from the stored one', async () => {
  await page.goto('/admin/authors');
  await page.getByRole('link', { name: 'Edit Author Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/authors\/profile$/);
  await expect(heading('Author Profile')).toBeVisible();
  await expect(page).toHaveTitle(/^Author Profile \| Admin Portal/);
  await expect(page.getByLabel('Name')).toHaveValue(original.name);
  await expect(page.getByLabel('Professional Title', { exact: true })).toHaveValue(original.title);
  await expect(page.getByLabel('Featured Quote', { exact: true })).toHaveValue(original.quote);
  await expect(page.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', original.photoUrl);
  await expect(page.getByLabel('Biography paragraph 1', { exact: true })).toHaveValue(original.bio[0]!);
  expect(await axeViolations(page)).toEqual([]);
});

test('the name is required, and a file that is not an image is refused', async () => {
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Author name is required')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('File must be an image')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Name').fill(original.name);
});

test('saving with a new photo shows the saved message, and About shows the new profile', async () => {
  await page.getByLabel('Professional Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Featured Quote', { exact: true }).fill(QUOTE);
  await page.getByLabel('Photo').setInputFiles({ name: 'new portrait.png', mimeType: 'image/png', buffer: png(2) });
  await expect(page.getByText('Uploaded new portrait.png.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Current photo' });
  await expect(photo).toHaveAttribute('src', /^\/files\/images\/.+\.png$/);
  const photoUrl = await photo.getAttribute('src');

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Author profile saved successfully!')).toBeVisible();
  // It goes on its own (after 5 s: author-profile.test.tsx).
  await expect(page.getByText('Author profile saved successfully!')).toBeHidden();

  // In the same tab (the app's cache is refreshed), then as a fresh visit.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'View Website' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'About the author' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(TITLE)).toBeVisible();
  await expect(main.locator('blockquote')).toContainText(QUOTE);
  await expect(main.getByRole('img', { name: original.name })).toHaveAttribute('src', photoUrl!);
  await page.goto('/about');
  await expect(page.getByRole('main').getByText(TITLE)).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: original.name })).toHaveAttribute('src', photoUrl!);
});

test('a biography pasted with blank lines becomes separate paragraphs, in English and Spanish, on the form and on About', async () => {
  const BIO = [`Lily grew up by the sea, ${RUN}.`, 'She taught for ten years.', 'Now she writes every morning.'];
  const BIO_ES = [`Lily creció junto al mar, ${RUN}.`, 'Ahora escribe cada mañana.'];
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/authors/profile');
  // As the owner does it: the whole text copied from a document, pasted over the first paragraph.
  const paste = async (label: string, text: string) => {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    const field = page.getByLabel(label, { exact: true });
    await field.click();
    await field.press('ControlOrMeta+A');
    await field.press('ControlOrMeta+V');
  };
  const bio = page.getByRole('region', { name: 'Biography' });
  // Only the first paragraph is kept: the pasted text replaces the rest.
  while ((await bio.getByRole('button', { name: /^Remove biography paragraph \d+$/ }).count()) > 0) {
    await bio.getByRole('button', { name: /^Remove biography paragraph \d+$/ }).last().click();
  }
  await paste('Biography paragraph 1', BIO.join('\n\n'));
  for (const [i, text] of BIO.entries()) await expect(page.getByLabel(`Biography paragraph ${i + 1}`, { exact: true })).toHaveValue(text);
  await expect(page.getByLabel('Biography paragraph 3', { exact: true })).toBeFocused();
  await paste('Biography paragraph 1 (Español)', BIO_ES.join('\r\n\r\n'));
  for (const [i, text] of BIO_ES.entries())
    await expect(page.getByLabel(`Biography paragraph ${i + 1} (Español)`, { exact: true })).toHaveValue(text);

  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Author profile saved successfully!')).toBeVisible();

  for (const [path, paragraphs] of [['/about', BIO], ['/es/about', BIO_ES]] as const) {
    await page.goto(path);
    const main = page.getByRole('main');
    for (const text of paragraphs) await expect(main.locator('p').filter({ hasText: text })).toHaveText(text);
  }
});

test('axe finds no WCAG 2.1 A/AA violations at 375 px, and nothing is wider than the screen', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/authors/profile');
  await expect(page.getByLabel('Professional Title', { exact: true })).toHaveValue(TITLE);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('a failed load offers a retry', async () => {
  await failWith500(page, '**/api/admin/author-profile');
  await page.goto('/admin/authors/profile');
  await expect(page.getByRole('alert')).toContainText('Failed to load author profile. Please try again.', { timeout: 15_000 });
  await page.unroute('**/api/admin/author-profile');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByLabel('Professional Title', { exact: true })).toHaveValue(TITLE);
});
