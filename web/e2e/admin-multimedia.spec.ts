import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import {
  adminHeaders,
  axeViolations as axe,
  createAdmin,
  png,
  signInAsAdmin,
  type DemoBook,
} from './helpers';

// The admin Videos & Songs screen against the real binary: the demo's videos and songs as a
// table and as cards, adding a video by its link and a song by uploading its file (with
// lyrics), what the book's public Videos & Songs page shows, and deleting the song, which
// takes the book's material with the same file along. One sign-in for the whole file, so the
// tests share one page and run in order. They use a demo book other than The Kindness Cloud
// (multimedia.spec.ts counts that one's songs); the titles carry this run's mark, and whatever
// is left of them is deleted at the end.

const ADMIN = { email: 'multimedia-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const BOOK = 'Brave Little Bea';
const VIDEO = `Bea's First Day Read-Along ${RUN}`;
const SONG = `Brave Bea Lullaby ${RUN}`;
const MATERIAL = `Lullaby to sing ${RUN}`;
const LYRICS = 'Hush now, brave little Bea,\nTomorrow is a new day to see.';
const YOUTUBE = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let book: DemoBook & { coverImage: string };
let ref = '';
// A real song (one of the demo's own WAV files), so the site's player can play it.
let songBytes: Buffer;

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const table = () => page.getByRole('table', { name: 'Videos and songs, newest first' });
const row = (title: string) => table().getByRole('row').filter({ hasText: title });
const form = () => page.getByRole('dialog');
const search = () => page.getByRole('searchbox', { name: 'Search' });

const axeViolations = () => axe(page);

const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

test.beforeAll(async ({ browser }) => {
  createAdmin(ADMIN.email, ADMIN.password);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await signInAsAdmin(page, ADMIN.email, ADMIN.password);
  const books = (await (await page.request.get('/api/books')).json()) as Array<DemoBook & { coverImage: string }>;
  book = books.find((b) => b.title === BOOK)!;
  ref = `${book.slug}-${book.id.slice(0, 8)}`;
  const items = (await (await page.request.get(`/api/books/${book.id}/multimedia`)).json()) as Array<{ type: string; url: string }>;
  songBytes = await (await page.request.get(items.find((m) => m.type === 'audio')!.url)).body();
});

test.afterAll(async () => {
  // Anything this run added and did not delete goes now (a failed test may leave it).
  try {
    const headers = await adminHeaders(page);
    const items = (await (await page.request.get('/api/admin/multimedia', { headers })).json()) as Array<{ id: string; title: string }>;
    for (const m of items.filter((i) => i.title.includes(RUN))) {
      await page.request.delete(`/api/admin/multimedia/${m.id}`, { headers });
    }
    const stored = (await (await page.request.get(`/api/admin/books/${book.id}`, { headers })).json()) as {
      downloadMaterials: Array<{ title: string }>;
    };
    if (stored.downloadMaterials.some((m) => m.title.includes(RUN))) {
      const downloadMaterials = stored.downloadMaterials.filter((m) => !m.title.includes(RUN));
      await page.request.put(`/api/admin/books/${book.id}`, { headers, data: { ...stored, downloadMaterials } });
    }
  } finally {
    await context?.close();
  }
});

test('the demo videos and songs, newest first, as a table and as cards with lyrics', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Videos & Songs' }).click();
  await expect(page).toHaveURL(/\/admin\/multimedia$/);
  await expect(heading('Videos & Songs')).toBeVisible();
  await expect(page).toHaveTitle(/^Videos & Songs \| Admin Portal/);
  // The demo books (seven, and a Spanish edition), two videos and two songs each; the newest
  // book's last song first.
  await expect(page.getByText(/^\d+ videos and songs, newest first$/)).toBeVisible();
  const first = table().getByRole('row').nth(1);
  await expect(first).toContainText('Row Your Boat Together');
  await expect(first).toContainText('The Kindness Cloud');
  await expect(first).toContainText('AUDIO');

  // The book's own items: the provider detected from each address, its canonical page.
  await search().fill(BOOK);
  await expect(page.getByText(/^Showing 4 of \d+ videos and songs$/)).toBeVisible();
  await expect(row(`Read-Along: ${BOOK}`)).toContainText('YouTube');
  await expect(row(`Read-Along: ${BOOK}`)).toContainText('VIDEO');
  await expect(row('Behind the Pictures')).toContainText('Vimeo');
  await expect(row('Twinkle Sing-Along')).toContainText('File');
  await expect(row('Twinkle Sing-Along').getByRole('link', { name: new RegExp(`^${BOOK}`) })).toHaveAttribute(
    'href',
    `/multimedia/${ref}`,
  );
  await expect(row('Twinkle Sing-Along').getByRole('img')).toHaveCount(0); // the thumbnail is decorative
  expect(await axeViolations()).toEqual([]);

  await page.getByRole('button', { name: 'Card view' }).click();
  await expect(page.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByRole('list', { name: 'Videos and songs' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const twinkle = cards.filter({ has: page.getByRole('heading', { level: 2, name: 'Twinkle Sing-Along' }) });
  await expect(twinkle.getByRole('heading', { level: 3, name: 'Lyrics' })).toBeVisible();
  await expect(twinkle).toContainText('How I wonder what you are!');
  expect(await axeViolations()).toEqual([]);

  await search().fill('no such song anywhere');
  await expect(page.getByText('No multimedia content found matching your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search()).toBeFocused();
  await page.getByRole('button', { name: 'Table view' }).click();
  await expect(table()).toBeVisible();
});

test("a load error shows 'Error loading multimedia' with 'Try again'", async () => {
  await page.route('**/api/admin/multimedia', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }) }),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading multimedia' });
  await expect(alert.getByRole('heading', { level: 2, name: 'Error loading multimedia' })).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/admin/multimedia');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(table()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('adding a video by its link', async () => {
  await page.goto('/admin/multimedia');
  const add = page.getByRole('button', { name: 'Add Multimedia' });
  await add.click();
  await expect(form()).toBeVisible();
  await expect(form().getByLabel('Book')).toBeFocused();
  await expect(form().getByLabel('Type')).toHaveValue('video');
  await expect(form()).toContainText('Video accepts YouTube, Vimeo or direct MP4 links. Audio accepts Suno, Spotify, SoundCloud or direct MP3 links.');

  // Nothing filled in: the spec's messages, and focus on the first field.
  await form().getByRole('button', { name: 'Add Multimedia' }).click();
  await expect(form().getByText('Please select a book', { exact: true })).toBeVisible();
  await expect(
    form().getByText('Please provide a title, description, and either a URL or file upload for both content and thumbnail').first(),
  ).toBeVisible();
  await expect(form().getByLabel('Book')).toBeFocused();
  expect(await axeViolations()).toEqual([]);

  await form().getByLabel('Book').selectOption({ label: BOOK });
  await form().getByLabel('Title', { exact: true }).fill(VIDEO);
  await form().getByLabel('Description', { exact: true }).fill('Bea reads her first-day story aloud.');
  await form().getByLabel('Content URL').fill(YOUTUBE);
  await expect(form()).toContainText('YouTube— plays in its own player on the book page.');
  // No thumbnail to upload: the video's own picture is used (issue 27), and no 2:3 picture is asked for.
  await expect(form().getByLabel('Thumbnail URL (optional)')).toHaveValue('');
  await expect(form()).toContainText("Optional: left empty, the video's own picture from YouTube is shown.");
  await expect(form()).not.toContainText('2:3');
  await form().getByRole('button', { name: 'Add Multimedia' }).click();

  await expect(form()).toBeHidden();
  await expect(page.getByText(`"${VIDEO}" has been added.`)).toBeVisible();
  await expect(add).toBeFocused();
  await expect(table().getByRole('row').nth(1)).toContainText(VIDEO);
  await expect(row(VIDEO)).toContainText('YouTube');
});

test('adding a song by uploading its file, with lyrics; both show on the book’s Videos & Songs page', async () => {
  await page.getByRole('button', { name: 'Add Multimedia' }).click();
  await form().getByLabel('Book').selectOption({ label: BOOK });
  await form().getByLabel('Type').selectOption('audio');
  await form().getByLabel('Title', { exact: true }).fill(SONG);
  await form().getByLabel('Description', { exact: true }).fill('A gentle song for the night before school.');
  // Its Spanish title; the description stays English only.
  await form().getByLabel('Title (Español)').fill('Nana de Bea');
  await form().getByLabel('Or upload an audio file').setInputFiles({ name: 'bea lullaby.wav', mimeType: 'audio/wav', buffer: songBytes });
  await expect(form().getByText('Uploaded bea lullaby.wav.')).toBeVisible({ timeout: 20_000 });
  await expect(form().getByLabel('Content URL')).toHaveValue(/^\/files\/materials\/.+\.wav$/);
  await expect(form()).toContainText("File— plays in the site's own player.");
  await form().getByLabel('Or upload a thumbnail image').setInputFiles({ name: 'bea.png', mimeType: 'image/png', buffer: png() });
  await expect(form().getByText('Uploaded bea.png.')).toBeVisible();
  await expect(form().getByLabel('Thumbnail URL')).toHaveValue(/^\/files\/images\/.+\.png$/);
  await form().getByLabel('Lyrics (optional)').fill(LYRICS);
  await form().getByRole('button', { name: 'Add Multimedia' }).click();
  await expect(form()).toBeHidden();
  await expect(page.getByText(`"${SONG}" has been added.`)).toBeVisible();
  await expect(row(SONG)).toContainText('AUDIO');
  await expect(row(SONG)).toContainText('File');

  // YouTube's picture, served here from this test: the machine that runs it may be offline.
  await context.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/png', body: png(8) }));
  const cspViolations: string[] = [];
  context.once('page', (opened) =>
    opened.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    }),
  );
  // The book link opens its public Videos & Songs page.
  const [visitor] = await Promise.all([
    context.waitForEvent('page'),
    row(SONG).getByRole('link', { name: new RegExp(`^${BOOK}`) }).click(),
  ]);
  await expect(visitor).toHaveURL(`/multimedia/${ref}`);
  const main = visitor.getByRole('main');
  const song = main.getByRole('tabpanel', { name: 'Audio Content' }).getByRole('article').filter({ hasText: SONG });
  await expect(song).toBeVisible();
  await expect(song.getByText('A gentle song for the night before school.')).toBeVisible();
  await expect(song.locator('audio')).toHaveAttribute('src', /^\/files\/materials\/.+\.wav$/);
  await song.getByRole('button', { name: 'Show lyrics' }).click();
  await expect(song.getByText('Tomorrow is a new day to see.')).toBeVisible();

  await main.getByRole('tab', { name: 'Video Content' }).click();
  const video = main.getByRole('tabpanel', { name: 'Video Content' }).getByRole('article').filter({ hasText: VIDEO });
  await expect(video).toBeVisible();
  // The video's own picture, loaded from YouTube (which the page's Content-Security-Policy
  // allows), until the visitor presses Play; then YouTube's player, playing.
  const thumbnail = video.locator('img');
  await expect(thumbnail).toHaveAttribute('src', 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg');
  await expect(thumbnail).toBeVisible();
  // Visible is not yet loaded (the picture arrives after its box shows): wait for it.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(cspViolations).toEqual([]);
  await expect(video.locator('iframe')).toHaveCount(0);
  await video.getByRole('button', { name: `Play video: ${VIDEO}` }).click();
  await expect(video.getByTitle(VIDEO)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');

  // On the Spanish page: the song's Spanish title, and its English description marked as English.
  await visitor.goto(`/es/multimedia/${ref}`);
  const cancion = visitor.getByRole('tabpanel', { name: 'Audio' }).getByRole('article').filter({ hasText: 'Nana de Bea' });
  await expect(cancion.getByRole('heading', { level: 3, name: 'Nana de Bea' })).not.toHaveAttribute('lang');
  await expect(cancion.getByText('A gentle song for the night before school.')).toHaveAttribute('lang', 'en');
  await visitor.close();
});

test("deleting the song takes the book's material with the same file along", async () => {
  // The owner offers the song as a download too: a material of the book with the same file.
  await page.goto(`/admin/books/edit/${book.id}`);
  await expect(heading('Edit Book')).toBeVisible();
  await page.getByRole('button', { name: 'Add Material' }).click();
  const material = page.getByRole('group', { name: /^Material \d+$/ }).last();
  await material.getByLabel('Title', { exact: true }).fill(MATERIAL);
  await material.getByLabel('Description', { exact: true }).fill('The lullaby, to sing along at home.');
  await material.getByLabel('File').setInputFiles({ name: 'bea lullaby.wav', mimeType: 'audio/wav', buffer: songBytes });
  await expect(material.getByText(/^Uploaded bea_lullaby\.wav/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Update Book' }).click();
  await expect(page).toHaveURL(/\/admin\/books$/);
  await page.goto(`/books/${ref}`);
  await expect(page.getByRole('heading', { level: 3, name: MATERIAL })).toBeVisible();

  await page.goto('/admin/multimedia');
  await search().fill(RUN);
  await expect(table().getByRole('row')).toHaveCount(3);
  const remove = row(SONG).getByRole('button', { name: `Delete ${SONG}` });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this song?' });
  await expect(confirm).toContainText("The book's material with the same file is deleted too.");
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`"${SONG}" has been deleted.`)).toBeVisible();
  await expect(heading('Videos & Songs')).toBeFocused();
  await expect(row(SONG)).toHaveCount(0);

  await page.goto(`/books/${ref}`);
  await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fun Learning Materials' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: MATERIAL })).toHaveCount(0);
  await page.goto(`/multimedia/${ref}`);
  await expect(page.getByRole('tabpanel', { name: 'Audio Content' }).getByRole('article')).toHaveCount(2);
  await expect(page.getByText(SONG)).toHaveCount(0);
});

test('at 375 px nothing scrolls sideways, and axe finds nothing on the list, the cards and the form', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/multimedia');
  await expect(row(VIDEO)).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  expect(await pageWidth()).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Card view' }).click();
  await expect(page.getByRole('list', { name: 'Videos and songs' })).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  expect(await pageWidth()).toBeLessThanOrEqual(375);

  // Editing from a card, by keyboard: Escape closes the form and the focus comes back.
  const edit = page.getByRole('button', { name: `Edit ${VIDEO}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Multimedia' })).toBeVisible();
  await expect(form().getByLabel('Title', { exact: true })).toHaveValue(VIDEO);
  expect(await axeViolations()).toEqual([]);
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(form()).toBeHidden();
  await expect(edit).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
});
