import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations, createAdmin, png, signInAsAdmin, type DemoBook, downloadByClicking } from './helpers';

// The admin Kindness Kits screens against the real binary: the list, adding a kit to a demo
// book (then its files page), a real PDF as its file, what the public book page shows, a
// secure download link that really downloads, deactivating, deleting a file and the kit.
// One sign-in for the whole file (the server limits sign-ins), so the tests share one page
// and run in order. The kit's title carries this run's mark and whatever is left of it is
// deleted at the end; the demo's own kit ('The Kindness Cloud Kit') is left alone.

const ADMIN = { email: 'kits-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const TITLE = `Thankful Hearts Kit ${RUN}`;
const HEADLINE = `Say thank you with a free kit ${RUN}`;
// A demo book no other spec looks at for a kit.
const BOOK = 'Hearts Full of Thanks';
const DEMO_KIT = 'The Kindness Cloud Kit';

const PDF = Buffer.from(`%PDF-1.4\n% Thank-you cards ${RUN}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let kitId = '';

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const kitItem = (title: string) => page.getByRole('main').getByRole('listitem').filter({ hasText: title });
const section = (name: string) => page.getByRole('region', { name });
const publicBlock = () => page.getByRole('region', { name: HEADLINE });

async function demoBook() {
  const books = (await (await page.request.get('/api/books')).json()) as DemoBook[];
  const book = books.find((b) => b.title === BOOK);
  if (!book) throw new Error(`demo book "${BOOK}" is missing`);
  return { book, ref: `${book.slug}-${book.id.slice(0, 8)}` };
}

async function adminHeaders() {
  const token = await page.evaluate(async () => {
    const response = await fetch('/api/auth/refresh', { method: 'POST', headers: { 'X-Requested-With': 'storyshelf' } });
    return ((await response.json()) as { accessToken: string }).accessToken;
  });
  return { Authorization: `Bearer ${token}` };
}

test.beforeAll(async ({ browser }) => {
  createAdmin(ADMIN.email, ADMIN.password);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
});

test.afterAll(async () => {
  // Anything this run added and did not delete goes now (a failed test may leave it).
  try {
    const headers = await adminHeaders();
    const kits = (await (await page.request.get('/api/admin/kits', { headers })).json()) as Array<{ id: string; title: string }>;
    for (const kit of kits.filter((k) => k.title.includes(RUN))) {
      await page.request.delete(`/api/admin/kits/${kit.id}`, { headers });
    }
  } finally {
    await context?.close();
  }
});

test("the list shows the demo's kit with its book, status and actions", async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Kindness Kits', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/kindness-kits$/);
  await expect(heading('Kindness Kits')).toBeVisible();
  await expect(page).toHaveTitle(/^Kindness Kits \| Admin Portal/);
  const demo = kitItem(DEMO_KIT);
  await expect(demo).toContainText('The Kindness Cloud');
  await expect(demo).toContainText('Active');
  await expect(demo).toContainText(/3 files · \d+ sign-ups?/);
  await expect(demo.getByRole('link', { name: `Manage Files of ${DEMO_KIT}` })).toHaveAttribute(
    'href',
    /^\/admin\/kindness-kits\/[^/]+\/files$/,
  );
  await expect(demo.getByRole('link', { name: `Edit ${DEMO_KIT}` })).toBeVisible();
  await expect(demo.getByRole('button', { name: `Delete ${DEMO_KIT}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('adding a kit checks the required fields, then goes to its files page 1.5 s after saving', async () => {
  await page.getByRole('main').getByRole('link', { name: 'Add Kindness Kit' }).first().click();
  await expect(page).toHaveURL(/\/admin\/kindness-kits\/new$/);
  await expect(heading('Add Kindness Kit')).toBeVisible();
  await page.getByRole('button', { name: 'Create Kit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Book').selectOption({ label: BOOK });
  await page.getByLabel('Headline (optional)', { exact: true }).fill(HEADLINE);
  await page.getByLabel('Hero Image (optional)').setInputFiles({ name: 'hearts.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: 'Current hero image' })).toHaveAttribute('src', /^\/files\/images\/.+\.png$/);
  await expect(page.getByLabel('Active (visible to users)')).toBeChecked();

  await page.getByRole('button', { name: 'Create Kit' }).click();
  const toast = page.getByText('Kindness kit created successfully');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/kindness-kits\/[^/]+\/files$/);
  kitId = page.url().split('/').at(-2)!;
  await expect(heading(`Files: ${TITLE}`)).toBeVisible();
  await expect(page.getByText('No files yet. Upload the first one below.')).toBeVisible();
  // Toasts on the kit screens vanish on their own (after 3 s: kit-form.test.tsx).
  await expect(toast).toBeHidden();

  // A kit without files is not offered on the book page yet.
  const { book } = await demoBook();
  expect(await (await page.request.get(`/api/books/${book.id}/kit`)).json()).toBeNull();
});

test('uploading a real PDF adds it to the kit, and the book page then offers the kit', async () => {
  const upload = section('Upload a File');
  await upload.getByLabel('File', { exact: true }).setInputFiles({ name: 'Thank You Cards.v1.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(upload.getByLabel('File Name', { exact: true })).toHaveValue('Thank You Cards');
  await expect(upload.getByLabel('File Type')).toHaveValue('pdf');
  await upload.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByText('File uploaded successfully')).toBeVisible();
  const files = section('Files');
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('listitem')).toContainText('Thank You Cards');
  await expect(files.getByRole('listitem')).toContainText('PDF');
  await expect(upload.getByLabel('File Name', { exact: true })).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  const { ref } = await demoBook();
  await page.goto(`/books/${ref}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
  await expect(publicBlock()).toBeVisible();
  await expect(publicBlock()).toContainText(TITLE);
});

test('a secure download link opens a page whose file really downloads', async () => {
  await page.goto(`/admin/kindness-kits/${kitId}/files`);
  const links = section('Secure Download Link');
  await links.getByLabel("Recipient's email (optional)").fill('parent@example.com');
  await links.getByRole('button', { name: 'Generate Link' }).click();
  const link = links.getByLabel('Download link');
  await expect(link).toHaveValue(/\/kit-downloads\/[^/]+$/);
  const url = await link.inputValue();
  await expect(links.getByLabel('Email template')).toHaveValue(new RegExp(url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await links.getByRole('button', { name: 'Copy download link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await axeViolations(page)).toEqual([]);

  const visitor = await context.newPage();
  try {
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { name: `Your ${TITLE}` })).toBeVisible();
    const download = await downloadByClicking(visitor.getByRole('link', { name: 'Thank You Cards' }));
    expect(download.suggestedFilename()).toBe('Thank You Cards.pdf');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 8).toString()).toBe('%PDF-1.4');
  } finally {
    await visitor.close();
  }
});

test('deactivating the kit takes it off the book page; the list says Inactive', async () => {
  await page.getByRole('link', { name: 'Edit Kit' }).click();
  await expect(heading('Edit Kindness Kit')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(page.getByLabel('Book')).toHaveValue(/.+/);
  await page.getByLabel('Active (visible to users)').uncheck();
  await page.getByRole('button', { name: 'Update Kit' }).click();
  await expect(page.getByText('Kindness kit updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/kindness-kits$/);
  await expect(kitItem(TITLE)).toContainText('Inactive');
  await expect(kitItem(TITLE)).toContainText(BOOK);
  await expect(kitItem(TITLE)).toContainText('1 file · 0 sign-ups');

  const { ref } = await demoBook();
  await page.goto(`/books/${ref}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fun Learning Materials' })).toBeVisible();
  await expect(publicBlock()).toHaveCount(0);
});

test('axe finds no WCAG 2.1 A/AA violations at 375 px, and nothing is wider than the screen', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  try {
    for (const [path, name] of [
      ['/admin/kindness-kits', 'Kindness Kits'],
      [`/admin/kindness-kits/${kitId}/edit`, 'Edit Kindness Kit'],
      [`/admin/kindness-kits/${kitId}/files`, `Files: ${TITLE}`],
    ] as const) {
      await page.goto(path);
      await expect(heading(name)).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('deleting a file asks first', async () => {
  await page.goto(`/admin/kindness-kits/${kitId}/files`);
  const files = section('Files');
  await files.getByRole('button', { name: 'Delete Thank You Cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this file?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete File' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('File deleted successfully')).toBeVisible();
  await expect(page.getByText('No files yet. Upload the first one below.')).toBeVisible();
});

test("deleting the kit asks first, and leaves the demo's kit alone", async () => {
  await page.goto('/admin/kindness-kits');
  await kitItem(TITLE).getByRole('button', { name: `Delete ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this kindness kit?' });
  await expect(dialog).toContainText(`Delete "${TITLE}"?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(kitItem(TITLE)).toBeVisible();

  await kitItem(TITLE).getByRole('button', { name: `Delete ${TITLE}` }).click();
  await dialog.getByRole('button', { name: 'Delete Kit' }).click();
  await expect(page.getByText('Kindness kit deleted successfully')).toBeVisible();
  await expect(kitItem(TITLE)).toHaveCount(0);
  await expect(kitItem(DEMO_KIT)).toBeVisible();
  await expect(heading('Kindness Kits')).toBeFocused();
  expect((await page.request.get(`/api/admin/kits/${kitId}`, { headers: await adminHeaders() })).status()).toBe(404);
});
