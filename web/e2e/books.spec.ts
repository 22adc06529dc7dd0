import { expect, test, type Page, type Route } from '@playwright/test';
import { loadLazyImages } from './helpers';

const HEADING = 'Explore Our Book Collection';

const serverError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
  });

function controls(page: Page) {
  return {
    search: page.getByRole('searchbox', { name: 'Search books' }),
    topic: page.getByRole('combobox', { name: 'Topic' }),
    age: page.getByRole('combobox', { name: 'Age', exact: true }),
    language: page.getByRole('combobox', { name: 'Language' }),
    summary: page.getByRole('status').filter({ hasText: /^Showing / }),
    cards: page.getByRole('main').getByRole('article'),
  };
}

async function openBooksInApp(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Books' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
}

test.describe('books listing', () => {
  test('lists every book with the filter choices collected from the books', async ({ page }) => {
    await page.goto('/books');
    const c = controls(page);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(c.summary).toHaveText('Showing 8 of 8 books');
    await expect(c.summary).toHaveAttribute('aria-live', 'polite');
    await expect(c.cards).toHaveCount(8);
    await expect(c.search).toHaveAttribute('placeholder', 'Search by title or keyword...');

    await expect(c.topic.getByRole('option')).toHaveText([
      'All Topics',
      'Bedtime',
      'Bondad',
      'Community',
      'Courage',
      'Curiosity',
      'Emociones',
      'Emotions',
      'Family',
      'Friendship',
      'Gratitude',
      'Habilidades sociales',
      'Kindness',
      'Math',
      'Mindfulness',
      'Naturaleza',
      'Nature',
      'Science',
      'Sharing',
      'Social Skills',
      'STEM',
    ]);
    await expect(c.age.getByRole('option')).toHaveText(['All Ages', '2-4', '3-5', '3-6', '4-7', '4-8', '5-8', '6-9']);
  });

  test('search, topic and age narrow the list; the URL carries them through reload and Back', async ({ page }) => {
    await page.goto('/books');
    const c = controls(page);
    await expect(c.cards).toHaveCount(8);
    const historyLength = await page.evaluate(() => history.length);

    // Typing replaces the URL instead of adding one history entry per keystroke.
    await c.search.pressSequentially('Cloud');
    await expect(c.summary).toHaveText('Showing 1 of 8 books matching "Cloud"');
    await expect(c.cards).toHaveCount(1);
    await expect(c.cards.getByRole('heading')).toHaveText('The Kindness Cloud');
    await expect(page).toHaveURL('/books?q=Cloud');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Author, description and genres match too, case-insensitively.
    await c.search.fill('mindfulness');
    await expect(c.cards.getByRole('heading')).toHaveText('The Big Feelings Garden');
    await c.search.fill('lily hart');
    await expect(c.summary).toHaveText('Showing 8 of 8 books matching "lily hart"');
    await c.search.fill('GRANDPA');
    await expect(c.cards.getByRole('heading')).toHaveText('Counting Stars with Grandpa');
    await c.search.fill('');
    await expect(page).toHaveURL('/books');
    await expect(c.summary).toHaveText('Showing 8 of 8 books');

    await c.topic.selectOption('Kindness');
    await expect(c.summary).toHaveText('Showing 2 of 8 books in Kindness');
    await expect(c.cards.getByRole('heading')).toHaveText(['The Kindness Cloud', 'Sunny Learns to Share']);
    await expect(page).toHaveURL('/books?topic=Kindness');

    // Ages overlap: the 2-4 book suits a three-year-old too.
    await c.age.selectOption('3-6');
    await expect(c.summary).toHaveText('Showing 2 of 8 books in Kindness for ages 3-6');
    await expect(page).toHaveURL('/books?topic=Kindness&age=3-6');

    await c.search.pressSequentially('cloud');
    await expect(c.summary).toHaveText('Showing 1 of 8 books matching "cloud" in Kindness for ages 3-6');
    await expect(page).toHaveURL('/books?q=cloud&topic=Kindness&age=3-6');

    // A reload keeps everything.
    await page.reload();
    await expect(c.summary).toHaveText('Showing 1 of 8 books matching "cloud" in Kindness for ages 3-6');
    await expect(c.search).toHaveValue('cloud');
    await expect(c.topic).toHaveValue('Kindness');
    await expect(c.age).toHaveValue('3-6');

    // Back undoes one dropdown change at a time (the typing replaced the age entry).
    await page.goBack();
    await expect(page).toHaveURL('/books?topic=Kindness');
    await expect(c.summary).toHaveText('Showing 2 of 8 books in Kindness');
    await expect(c.search).toHaveValue('');
    await expect(c.age).toHaveValue('');

    await page.goForward();
    await expect(page).toHaveURL('/books?q=cloud&topic=Kindness&age=3-6');
    await expect(c.search).toHaveValue('cloud');
    await expect(c.summary).toHaveText('Showing 1 of 8 books matching "cloud" in Kindness for ages 3-6');

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/books');
    await expect(c.summary).toHaveText('Showing 8 of 8 books');
    await expect(c.topic).toHaveValue('');
  });

  test('a shared link opens the filtered list', async ({ page }) => {
    await page.goto('/books?q=garden&age=5-8');
    const c = controls(page);
    await expect(c.summary).toHaveText('Showing 2 of 8 books matching "garden" for ages 5-8');
    await expect(c.search).toHaveValue('garden');
    await expect(c.age).toHaveValue('5-8');
    await expect(c.cards.getByRole('heading')).toHaveText(['The Big Feelings Garden', 'Brave Little Bea']);
  });

  test('shows No books found and Reset Filters clears every filter', async ({ page }) => {
    await page.goto('/books?topic=Science&age=2-4&lang=en');
    const c = controls(page);
    await c.search.fill('dragons');
    await expect(c.summary).toHaveText('Showing 0 of 8 books in English matching "dragons" in Science for ages 2-4');
    await expect(page.getByRole('heading', { name: 'No books found' })).toBeVisible();
    await expect(c.cards).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(c.summary).toHaveText('Showing 8 of 8 books');
    await expect(page).toHaveURL('/books');
    await expect(c.search).toHaveValue('');
    await expect(c.topic).toHaveValue('');
    await expect(c.age).toHaveValue('');
    await expect(c.language).toHaveValue('');
    await expect(c.cards).toHaveCount(8);
  });

  test('the language filter keeps the editions in one language, from the keyboard, in the URL', async ({ page }) => {
    await page.goto('/books');
    const c = controls(page);
    await expect(c.language.getByRole('option')).toHaveText(['All Languages', 'In English', 'In Spanish']);
    await expect(c.language).toHaveValue('');
    // The Spanish edition says so on the English site.
    const nube = c.cards.filter({ has: page.getByRole('heading', { name: 'La nube de la bondad' }) });
    await expect(nube).toContainText('In Spanish');
    await expect(c.cards.filter({ hasText: 'In Spanish' })).toHaveCount(1);

    // Tab from Age reaches it; the arrow keys choose, as for the other dropdowns.
    await c.age.focus();
    await page.keyboard.press('Tab');
    await expect(c.language).toBeFocused();
    await c.language.selectOption('es');
    await expect(c.summary).toHaveText('Showing 1 of 8 books in Spanish');
    await expect(c.cards.getByRole('heading')).toHaveText(['La nube de la bondad']);
    await expect(page).toHaveURL('/books?lang=es');
    await expect(c.topic.getByRole('option')).toHaveText(['All Topics', 'Bondad', 'Emociones', 'Habilidades sociales', 'Naturaleza']);

    await page.reload();
    await expect(c.language).toHaveValue('es');
    await expect(c.summary).toHaveText('Showing 1 of 8 books in Spanish');
    await page.getByRole('link', { name: 'Explore Book: La nube de la bondad' }).click();
    await expect(page).toHaveURL(/^.*\/books\/la-nube-de-la-bondad-[0-9a-f]{8}$/);
    await page.goBack();
    await expect(c.summary).toHaveText('Showing 1 of 8 books in Spanish');
    await c.language.selectOption('en');
    await expect(c.summary).toHaveText('Showing 7 of 8 books in English');
    await expect(page).toHaveURL('/books?lang=en');
  });

  test('shows Loading books... while the list loads', async ({ page }) => {
    await page.goto('/contact');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/books', async (route) => {
      await released;
      await route.continue();
    });
    await openBooksInApp(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading books...' })).toBeVisible();
    release();
    await expect(controls(page).summary).toHaveText('Showing 8 of 8 books');
  });

  test('shows the error state and recovers with Try Again', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/books', serverError);
    await openBooksInApp(page);

    await expect(page.getByRole('heading', { name: 'Error loading books' })).toBeVisible();
    await expect(page.getByText('Failed to load books. Please try again.')).toBeVisible();

    await page.unroute('**/api/books');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(controls(page).summary).toHaveText('Showing 8 of 8 books');
    await expect(page.getByRole('heading', { name: 'Error loading books' })).toHaveCount(0);
  });
});

test.describe('books listing at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('fits the small screen without sideways scrolling', async ({ page }) => {
    await page.goto('/books?topic=Kindness');
    const c = controls(page);
    await expect(c.cards).toHaveCount(2);
    await expect(c.search).toBeVisible();
    await expect(c.topic).toBeVisible();
    await expect(c.age).toBeVisible();
    await expect(c.language).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    await page.screenshot({ path: test.info().outputPath('books-375.png'), fullPage: true });
  });
});

test('books listing at 1280px (screenshot)', async ({ page }) => {
  await page.goto('/books');
  await expect(controls(page).cards).toHaveCount(8);
  await loadLazyImages(page);
  await page.screenshot({ path: test.info().outputPath('books-1280.png'), fullPage: true });
});
