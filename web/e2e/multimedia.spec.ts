import { expect, test, type Locator } from '@playwright/test';
import { axeViolations, clientNavigate, failWith500, KINDNESS_CLOUD as TITLE, kindnessCloud } from './helpers';

const LOAD_FAILED = 'Failed to load multimedia content. Please try again.';

type AudioState = { paused: boolean; currentTime: number; duration: number; muted: boolean };

function audioState(song: Locator): Promise<AudioState> {
  return song.locator('audio').evaluate((el: HTMLAudioElement) => ({
    paused: el.paused,
    currentTime: el.currentTime,
    duration: el.duration,
    muted: el.muted,
  }));
}

test.describe('multimedia page', () => {
  test("opens from the book page, plays songs and shows videos", async ({ page, request }) => {
    const { book, ref } = await kindnessCloud(request);
    await page.goto(`/books/${ref}`);

    const listCall = page.waitForRequest((r) => new URL(r.url()).pathname === `/api/books/${book.id}/multimedia`);
    await page.getByRole('link', { name: 'Watch Videos & Listen to Songs' }).click();
    await listCall; // a client-side navigation: the app fetches the list itself

    await expect(page).toHaveURL(`/multimedia/${ref}`);
    await expect(page).toHaveTitle(`Videos & Songs: ${TITLE} | Storyshelf`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeVisible();
    await expect(main.getByText(TITLE, { exact: true })).toBeVisible();

    // Audio Content is the default tab.
    const audioTab = main.getByRole('tab', { name: 'Audio Content' });
    const videoTab = main.getByRole('tab', { name: 'Video Content' });
    await expect(audioTab).toHaveAttribute('aria-selected', 'true');
    await expect(videoTab).toHaveAttribute('aria-selected', 'false');
    const audioPanel = main.getByRole('tabpanel', { name: 'Audio Content' });
    const songs = audioPanel.getByRole('article');
    await expect(songs).toHaveCount(2);
    const row = songs.filter({ has: page.getByRole('heading', { level: 3, name: 'Row Your Boat Together' }) });
    const twinkle = songs.filter({ has: page.getByRole('heading', { level: 3, name: 'Twinkle Sing-Along' }) });
    await expect(twinkle.getByText('A gentle tune to hum at bedtime.')).toBeVisible();
    const thumb = twinkle.getByRole('img');
    await expect(thumb).toHaveCount(0); // decorative: alt=""
    await expect(twinkle.locator('img')).toHaveAttribute('loading', 'lazy');

    // The native player: duration known from the file's metadata.
    await expect(twinkle.getByRole('slider', { name: 'Seek' })).toBeEnabled();
    const { duration } = await audioState(twinkle);
    expect(duration).toBeGreaterThan(1);

    await twinkle.getByRole('button', { name: 'Play' }).click();
    await expect(twinkle.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await audioState(twinkle)).paused).toBe(false);
    await expect.poll(async () => (await audioState(twinkle)).currentTime).toBeGreaterThan(0);

    // Pause, rewind to the start, then skip forward: the time moves on by 10 s
    // (or to the end of a shorter song).
    await twinkle.getByRole('button', { name: 'Pause' }).click();
    expect((await audioState(twinkle)).paused).toBe(true);
    await twinkle.getByRole('button', { name: 'Back 10 seconds' }).click();
    expect((await audioState(twinkle)).currentTime).toBe(0);
    await twinkle.getByRole('button', { name: 'Forward 10 seconds' }).click();
    await expect
      .poll(async () => (await audioState(twinkle)).currentTime)
      .toBeCloseTo(Math.min(10, duration), 1);
    await twinkle.getByRole('button', { name: 'Back 10 seconds' }).click();
    await expect.poll(async () => (await audioState(twinkle)).currentTime).toBe(0);

    // Seek by clicking the middle of the bar.
    await twinkle.getByRole('slider', { name: 'Seek' }).click();
    await expect.poll(async () => (await audioState(twinkle)).currentTime).toBeGreaterThan(duration / 4);

    // Mute and unmute.
    await twinkle.getByRole('button', { name: 'Mute' }).click();
    expect((await audioState(twinkle)).muted).toBe(true);
    await twinkle.getByRole('button', { name: 'Unmute' }).click();
    expect((await audioState(twinkle)).muted).toBe(false);

    // Only one song plays at a time.
    await twinkle.getByRole('button', { name: 'Back 10 seconds' }).click();
    await twinkle.getByRole('button', { name: 'Play' }).click();
    await expect(twinkle.getByRole('button', { name: 'Pause' })).toBeVisible();
    await row.getByRole('button', { name: 'Play' }).click();
    await expect(row.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(twinkle.getByRole('button', { name: 'Play' })).toBeVisible();
    expect((await audioState(twinkle)).paused).toBe(true);
    expect((await audioState(row)).paused).toBe(false);

    // Lyrics show and hide, line by line.
    const showLyrics = twinkle.getByRole('button', { name: 'Show lyrics' });
    await expect(showLyrics).toHaveAttribute('aria-expanded', 'false');
    await expect(twinkle.getByText('How I wonder what you are!')).toBeHidden();
    await showLyrics.click();
    const hideLyrics = twinkle.getByRole('button', { name: 'Hide lyrics' });
    await expect(hideLyrics).toHaveAttribute('aria-expanded', 'true');
    const lyrics = twinkle.locator(`#${await hideLyrics.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(lyrics).toBeVisible();
    expect(await lyrics.innerText()).toBe(
      'Twinkle, twinkle, little star,\nHow I wonder what you are!\nUp above the world so high,\nLike a diamond in the sky.',
    );
    await hideLyrics.click();
    await expect(lyrics).toBeHidden();

    // Video Content: the two demo videos, each its thumbnail until Play loads its host's
    // embedded player; switching tabs pauses the song that was playing.
    await videoTab.click();
    await expect(videoTab).toHaveAttribute('aria-selected', 'true');
    await expect(audioPanel).toBeHidden();
    expect(await page.locator('audio').evaluateAll((els) => els.map((el) => (el as HTMLAudioElement).paused))).toEqual([
      true,
      true,
    ]);
    const videoPanel = main.getByRole('tabpanel', { name: 'Video Content' });
    await expect(videoPanel.getByRole('article')).toHaveCount(2);
    const frames = videoPanel.locator('iframe');
    await expect(frames).toHaveCount(0);
    await expect(videoPanel.locator('img')).toHaveCount(2);
    for (const img of await videoPanel.locator('img').all()) await expect(img).toHaveAttribute('src', /^\/files\/covers\//);
    await videoPanel.getByRole('button', { name: `Play video: Read-Along: ${TITLE}` }).click();
    await expect(videoPanel.getByTitle(`Read-Along: ${TITLE}`)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1',
    );
    await expect(videoPanel.getByTitle(`Read-Along: ${TITLE}`)).toBeFocused();
    await videoPanel.getByRole('button', { name: 'Play video: Behind the Pictures' }).click();
    await expect(videoPanel.getByTitle('Behind the Pictures')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
    await expect(frames).toHaveCount(2);
    for (const frame of await frames.all()) {
      await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
      await expect(frame).toHaveAttribute('loading', 'lazy');
    }

    // Back to the book.
    await main.getByRole('link', { name: 'Back to Book Details' }).click();
    await expect(page).toHaveURL(`/books/${ref}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  test('the tabs work from the keyboard', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto(`/multimedia/${ref}`);
    const audioTab = page.getByRole('tab', { name: 'Audio Content' });
    const videoTab = page.getByRole('tab', { name: 'Video Content' });
    await page.getByRole('link', { name: 'Back to Book Details' }).focus();
    await page.keyboard.press('Tab');
    await expect(audioTab).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(videoTab).toBeFocused();
    await expect(videoTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Video Content' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(audioTab).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Audio Content' })).toBeVisible();
    // Tab leaves the tablist for the panel (roving tabindex: one stop for the tabs).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Audio Content' })).toBeFocused();
  });

  test('axe finds no WCAG 2.1 A/AA violations with the videos and open lyrics shown', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/multimedia/${ref}`);
    await page.getByRole('button', { name: 'Show lyrics' }).first().click();
    const axe = () => axeViolations(page);
    expect(await axe()).toEqual([]);
    await page.getByRole('tab', { name: 'Video Content' }).click();
    await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(2);
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: /^Play video: / }).first().click();
    await expect(page.locator('iframe')).toHaveCount(1);
    expect(await axe()).toEqual([]);
  });

  test('a direct load uses the data the server embedded', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/books')) apiCalls.push(r.url());
    });
    const response = await page.goto(`/multimedia/${ref}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('tabpanel', { name: 'Audio Content' }).getByRole('article')).toHaveCount(2);
    await expect(page).toHaveTitle(`Videos & Songs: ${TITLE} | Storyshelf`);
    expect(apiCalls).toEqual([]);
  });

  for (const path of ['/multimedia/abc-123', '/multimedia/unknown-zzzzzzzz']) {
    test(`${path} is the page that is not found, with a 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }

  test('says so when the book cannot be loaded', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto('/contact');
    await failWith500(page, '**/api/books/*');
    await clientNavigate(page, `/multimedia/${ref}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Failed to load book information for multimedia.' }),
    ).toBeVisible();
  });

  test('says so when the list cannot be loaded, and Try again recovers', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto(`/books/${ref}`);
    await failWith500(page, '**/api/books/*/multimedia');
    await page.getByRole('link', { name: 'Watch Videos & Listen to Songs' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);

    await page.unroute('**/api/books/*/multimedia');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Audio Content' }).getByRole('article')).toHaveCount(2);
    await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  });

  test('shows the empty messages', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    await page.goto(`/books/${ref}`);
    await page.route('**/api/books/*/multimedia', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.getByRole('link', { name: 'Watch Videos & Listen to Songs' }).click();
    await expect(page.getByText('No audio available')).toBeVisible();
    await page.getByRole('tab', { name: 'Video Content' }).click();
    await expect(page.getByText('No videos available')).toBeVisible();
  });

  test('an outdated slug goes to the canonical URL (server redirect on a direct load)', async ({ page, request }) => {
    const { ref, shortId } = await kindnessCloud(request);
    await page.goto(`/multimedia/old-title-${shortId}`);
    await expect(page).toHaveURL(`/multimedia/${ref}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeVisible();
  });

  test('an outdated slug goes to the canonical URL in the app, replacing history', async ({ page, request }) => {
    const { ref, shortId } = await kindnessCloud(request);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await clientNavigate(page, `/multimedia/wrong-slug-${shortId}`);

    await expect(page).toHaveURL(`/multimedia/${ref}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Videos & Songs' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Audio Content' }).getByRole('article')).toHaveCount(2);
    expect(requests).toContain(`/api/books/wrong-slug-${shortId}`);
    expect(requests).not.toContain(`/multimedia/wrong-slug-${shortId}`);

    await page.goBack();
    await expect(page).toHaveURL('/contact');
    await page.goForward();
    await expect(page).toHaveURL(`/multimedia/${ref}`);
  });
});
