import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, KINDNESS_CLOUD, kindnessCloud, openAdminPage, png, type DemoBook } from './helpers';

// The admin Books screens against the real binary: the list, adding a book with a stored
// cover and a PDF, editing it, deleting it, and what the public site shows after each.
// One sign-in for the whole file (the server limits sign-ins), so the tests share one page
// and run in order. The book's title carries this run's mark, and whatever is left of it
// is deleted at the end, so the other spec files see the demo books only.

const ADMIN = { email: 'books-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const TITLE = `The Garden Counting Book ${RUN}`;
const NEW_TITLE = `The Great Garden Counting Book ${RUN}`;
const MATERIAL = `Seed counting sheet ${RUN}`;

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 'x')]);

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let bookId = '';

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const basics = () => page.getByRole('region', { name: 'Basic Information' });
const materialGroup = (n: number) => page.getByRole('group', { name: `Material ${n}` });
const bookItem = (title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
// The book's card in the public catalogue's list.
const publicCard = (title: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: title }).getByRole('article');

// The public {slug}-{shortid} of this run's book, as the site lists it now.
async function publicRef() {
  const books = (await (await page.request.get('/api/books')).json()) as DemoBook[];
  const book = books.find((b) => b.id === bookId);
  return book ? `${book.slug}-${book.id.slice(0, 8)}` : null;
}

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
});

test.afterAll(async () => {
  // Anything this run added and did not delete goes now (a failed test may leave it).
  try {
    const headers = await adminHeaders(page);
    const books = (await (await page.request.get('/api/admin/books', { headers })).json()) as DemoBook[];
    for (const book of books.filter((b) => b.title.includes(RUN))) {
      await page.request.delete(`/api/admin/books/${book.id}`, { headers });
    }
  } finally {
    await context?.close();
  }
});

test('the list shows the demo books, newest first, each with edit, view and delete', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Books', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
  await expect(heading('Books')).toBeVisible();
  await expect(page).toHaveTitle(/^Books \| Admin Portal/);

  const { book, ref } = await kindnessCloud(page.request);
  await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })).toContainText([
    'The Kindness Cloud',
  ]);
  expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(7);

  const cloud = bookItem(KINDNESS_CLOUD);
  await expect(cloud).toContainText('by Lily Hart');
  await expect(cloud).toContainText(/Added \w{3} \d{1,2}, \d{4}/);
  await expect(cloud.locator('img')).toHaveAttribute('src', /\/files\/covers\//);
  await expect(cloud.getByRole('link', { name: `Edit ${KINDNESS_CLOUD}` })).toHaveAttribute(
    'href',
    `/admin/books/edit/${book.id}`,
  );
  await expect(cloud.getByRole('link', { name: new RegExp(`^View on site for ${KINDNESS_CLOUD}`) })).toHaveAttribute(
    'href',
    `/books/${ref}`,
  );
  await expect(cloud.getByRole('button', { name: `Delete ${KINDNESS_CLOUD}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add New Book' })).toHaveAttribute(
    'href',
    '/admin/books/new',
  );
});

test('axe finds no WCAG 2.1 A/AA violations on the list (desktop)', async () => {
  await expect(bookItem(KINDNESS_CLOUD)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the form names every required field, and refuses a cover that is not an image', async () => {
  await page.getByRole('main').getByRole('link', { name: 'Add New Book' }).click();
  await expect(page).toHaveURL(/\/admin\/books\/new$/);
  await expect(heading('Add New Book')).toBeVisible();
  for (const section of ['Basic Information', 'Genres', 'Educational Materials']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Add Book' }).click();
  for (const message of [
    'Title is required',
    'Author is required',
    'Description is required',
    'Age range is required',
    'Publish date is required',
    'ISBN is required',
    'Pages must be at least 1',
    'Cover image is required',
  ]) {
    await expect(basics().getByText(message, { exact: true })).toBeVisible();
  }
  await expect(basics().getByLabel('Title')).toBeFocused();
  await expect(basics().getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  // The browser checks the file's type first; the server checks the content.
  const cover = basics().getByLabel('Cover Image');
  await cover.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(basics().getByText('Please select an image file for the cover image.')).toBeVisible();
  await cover.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(
    basics().getByText('Failed to upload file: Please select an image file for the cover image.'),
  ).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
});

test("the description's box grows with her text", async () => {
  await page.goto('/admin/books/new');
  const description = basics().getByLabel('Description');
  const empty = (await description.boundingBox())!.height;
  await description.fill(Array.from({ length: 14 }, (_, i) => `Line ${i + 1} of a long description.`).join('\n'));
  await expect.poll(async () => (await description.boundingBox())!.height).toBeGreaterThan(empty * 2);
  // Every line shows: nothing is left to scroll inside the box.
  expect(await description.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
});

test('adding a book with a stored cover and a PDF shows it on the site at once', async () => {
  await page.goto('/admin/books/new');
  const b = basics();
  await b.getByLabel('Title').fill(TITLE);
  await b.getByLabel('Author').fill('Lily Hart');
  await b.getByLabel('Age Range').fill('3-6');
  await b.getByLabel('Description').fill('Count the seeds, watch them grow, and share the garden with friends.');
  await b.getByLabel('Publish Date').fill('2026-03-01');
  await b.getByLabel('ISBN').fill('978-1-23456-789-7');
  await b.getByLabel('Pages').fill('28');
  await b.getByLabel('Amazon Link (optional)').fill('https://www.amazon.com/dp/garden');

  await b.getByLabel('Cover Image').setInputFiles({ name: 'garden cover.png', mimeType: 'image/png', buffer: png() });
  await expect(b.getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', /^\/files\/covers\/.+\.png$/);
  await expect(b.getByText('Uploaded garden cover.png.')).toBeVisible();

  const genres = page.getByRole('region', { name: 'Genres' });
  await genres.getByRole('textbox', { name: 'Genre 1' }).fill('Nature');
  await genres.getByRole('button', { name: 'Add Genre' }).click();
  await expect(genres.getByRole('textbox', { name: 'Genre 2' })).toBeFocused();
  await page.keyboard.type('Math');

  // A slow connection: the upload shows its progress until it is done.
  await page.getByRole('button', { name: 'Add Material' }).click();
  const m = materialGroup(1);
  await expect(m.getByLabel('Title', { exact: true })).toBeFocused();
  await m.getByLabel('Title', { exact: true }).fill(MATERIAL);
  await m.getByLabel('Description', { exact: true }).fill('Count the seeds in each pot.');
  await expect(m.getByLabel('Type')).toHaveValue('pdf');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  // Every percentage the progress bar shows, as the page draws it.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await m.getByLabel('File').setInputFiles({ name: 'seed sheet.pdf', mimeType: 'application/pdf', buffer: pdf(400 * 1024) });
  const bar = m.getByRole('progressbar', { name: 'Uploading seed sheet.pdf' });
  await expect(bar).toBeVisible();
  await expect(m.getByText(/^\d+%$/)).toBeVisible();
  await expect(m.getByText('Uploading seed sheet.pdf...')).toBeVisible();
  const seen = () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  await expect.poll(async () => (await seen()).some((v) => v > 0 && v < 100), { timeout: 15_000 }).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(m.getByText(/^Uploaded seed_sheet\.pdf \(\d+ KB\)\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(bar).toBeHidden();
  const shown = await seen();
  expect(shown, `progress shown: ${shown.join(', ')}`).toEqual([...shown].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
  await expect(page.getByText(`"${TITLE}" has been added.`)).toBeVisible();
  const item = bookItem(TITLE);
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(TITLE);
  const edit = await item.getByRole('link', { name: `Edit ${TITLE}` }).getAttribute('href');
  bookId = edit!.split('/').pop()!;

  // The public catalogue and the book's page, in the same tab (the app's cache is refreshed).
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'View Website' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Books' }).click();
  const card = publicCard(TITLE);
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: `Explore Book: ${TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${TITLE}` })).toHaveAttribute('src', /\/files\/covers\//);
  await expect(page.getByRole('heading', { level: 3, name: MATERIAL })).toBeVisible();
  await expect(page.getByText('Count the seeds in each pot.')).toBeVisible();

  // A fresh visit: the page the server sends has it too.
  await page.goto('/books');
  await expect(publicCard(TITLE)).toBeVisible();
});

test('editing the title shows the new title on the site, and keeps the material', async () => {
  await page.goto('/admin/books');
  await bookItem(TITLE).getByRole('link', { name: `Edit ${TITLE}` }).click();
  await expect(heading('Edit Book')).toBeVisible();
  const title = basics().getByLabel('Title');
  await expect(title).toHaveValue(TITLE);
  await expect(basics().getByRole('img', { name: 'Current cover' })).toHaveAttribute('src', /\/files\/covers\//);
  await expect(page.getByRole('region', { name: 'Genres' }).getByRole('textbox')).toHaveCount(2);
  await expect(materialGroup(1).getByLabel('Title', { exact: true })).toHaveValue(MATERIAL);
  await expect(materialGroup(1).getByRole('link', { name: /^Open the current file/ })).toHaveAttribute(
    'href',
    /^\/files\/materials\/.+\.pdf$/,
  );

  await title.fill(NEW_TITLE);
  await page.getByRole('button', { name: 'Update Book' }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
  await expect(page.getByText(`"${NEW_TITLE}" has been updated.`)).toBeVisible();
  await expect(bookItem(NEW_TITLE)).toBeVisible();

  const ref = await publicRef();
  expect(ref).toMatch(/^the-great-garden-counting-book-/);
  await page.goto('/books');
  await expect(publicCard(NEW_TITLE)).toBeVisible();
  await expect(publicCard(TITLE)).toHaveCount(0);
  await page.goto(`/books/${ref}`);
  await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: MATERIAL })).toBeVisible();
});

test("the book becomes a Spanish edition of an English demo book, and each book's page offers the other", async () => {
  const BEA = 'Brave Little Bea';
  await page.goto('/admin/books');
  await expect(bookItem(NEW_TITLE)).toContainText('Language: English');
  await expect(bookItem('La nube de la bondad')).toContainText(`Language: Español · English edition: ${KINDNESS_CLOUD}`);
  await bookItem(NEW_TITLE).getByRole('link', { name: `Edit ${NEW_TITLE}` }).click();
  await expect(basics().getByLabel('Title')).toHaveValue(NEW_TITLE);

  const edition = page.getByRole('region', { name: 'Language' });
  const other = edition.getByRole('combobox', { name: 'Edition in the other language' });
  await expect(edition.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(other).toHaveValue('');
  await expect(other.getByRole('option', { name: 'La nube de la bondad (now linked to The Kindness Cloud)' })).toBeAttached();
  await edition.getByRole('radio', { name: 'Español' }).check();
  await expect(other.getByRole('option', { name: BEA, exact: true })).toBeAttached();
  await expect(other.getByRole('option', { name: /^La nube/ })).toHaveCount(0);
  await other.selectOption({ label: BEA });
  await page.getByRole('button', { name: 'Update Book' }).click();
  await expect(page.getByText(`"${NEW_TITLE}" has been updated.`)).toBeVisible();
  await expect(bookItem(NEW_TITLE)).toContainText(`Language: Español · English edition: ${BEA}`);
  await expect(bookItem(BEA)).toContainText(`Language: English · Español edition: ${NEW_TITLE}`);

  // The English book's page offers its new Spanish edition, and back.
  const books = (await (await page.request.get('/api/books')).json()) as DemoBook[];
  const bea = books.find((b) => b.title === BEA)!;
  await page.goto(`/books/${bea.slug}-${bea.id.slice(0, 8)}`);
  await page.getByRole('link', { name: `Also in Spanish ${NEW_TITLE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
  await expect(page.getByRole('link', { name: `Also in English ${BEA}` })).toBeVisible();
});

test('axe finds no WCAG 2.1 A/AA violations on the list and the form at 375 px', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/books');
  await expect(bookItem(NEW_TITLE)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await bookItem(NEW_TITLE).getByRole('link', { name: `Edit ${NEW_TITLE}` }).click();
  await expect(basics().getByLabel('Title')).toHaveValue(NEW_TITLE);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/admin/books/new');
  await page.getByRole('button', { name: 'Add Material' }).click();
  await page.getByRole('button', { name: 'Add Book' }).click();
  await expect(basics().getByLabel('Title')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('on a phone, the owner gives a genre its Spanish name, and the Spanish pages use it', async () => {
  const GARDEN = 'The Big Feelings Garden';
  const CALMA = `Calma ${RUN}`;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto('/admin/books');
    await page.getByRole('button', { name: 'Genres in Spanish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Genres in Spanish' });
    const mindfulness = dialog.getByRole('textbox', { name: 'Spanish for “Mindfulness”' });
    // The demo named it; she names it her way.
    await expect(mindfulness).toHaveValue('Atención plena');
    await expect(mindfulness).toHaveAccessibleDescription('1 English book');
    await mindfulness.fill(CALMA);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Save Names' }).click();
    await expect(page.getByText('Spanish names of the genres saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // A Spanish-speaking parent's topic filter and the book's card and page say it in Spanish.
    await page.goto('/es/books');
    const topic = page.getByRole('combobox', { name: 'Tema' });
    await expect(topic.getByRole('option', { name: CALMA })).toHaveCount(1);
    await expect(topic.getByRole('option', { name: 'Mindfulness' })).toHaveCount(0);
    await topic.selectOption(CALMA);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([GARDEN]);
    const genres = cards.getByRole('list', { name: 'Temas' }).getByRole('listitem');
    await expect(genres.filter({ hasText: CALMA })).not.toHaveAttribute('lang', /./);
    // The English page keeps the owner's English word.
    await page.goto('/books');
    await expect(page.getByRole('combobox', { name: 'Topic' }).getByRole('option', { name: 'Mindfulness' })).toHaveCount(1);
  } finally {
    await page.request.put('/api/admin/genres', {
      headers: await adminHeaders(page),
      data: { genres: [{ genre: 'Mindfulness', genreEs: 'Atención plena' }] },
    });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('deleting asks first, then the book is gone from the list and the site', async () => {
  await page.goto('/admin/books');
  const ref = await publicRef();
  const deleteButton = bookItem(NEW_TITLE).getByRole('button', { name: `Delete ${NEW_TITLE}` });

  // Escape and Cancel keep the book; focus goes back to its Delete button.
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this book?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `Delete "${NEW_TITLE}"? This also removes its materials, videos and songs, reviews and kindness kits. This cannot be undone.`,
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Focus stays inside the dialog.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete Book' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(bookItem(NEW_TITLE)).toBeVisible();

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete Book' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`"${NEW_TITLE}" has been deleted.`)).toBeVisible();
  await expect(bookItem(NEW_TITLE)).toHaveCount(0);
  await expect(heading('Books')).toBeFocused();

  expect((await page.request.get(`/api/books/${ref}`)).status()).toBe(404);
  // Its English edition has none any more.
  const books = (await (await page.request.get('/api/books')).json()) as Array<DemoBook & { otherEdition: unknown }>;
  expect(books.find((b) => b.title === 'Brave Little Bea')?.otherEdition).toBeNull();
  await page.goto('/books');
  await expect(publicCard(KINDNESS_CLOUD)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(NEW_TITLE);
});

test('a failed delete says so and keeps the book', async () => {
  await page.goto('/admin/books');
  await page.route('**/api/admin/books/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
        })
      : route.continue(),
  );
  await bookItem(KINDNESS_CLOUD).getByRole('button', { name: `Delete ${KINDNESS_CLOUD}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this book?' });
  await dialog.getByRole('button', { name: 'Delete Book' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to delete book. Please try again.');
  await page.unroute('**/api/admin/books/*');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bookItem(KINDNESS_CLOUD)).toBeVisible();
});
