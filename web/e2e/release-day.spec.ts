import { expect, test, type Page } from '@playwright/test';

import { adminHeaders, axeViolations, createOwnerAccount, png, startFreshSite } from './helpers';

// Release day (issue #30 part 3) on a site of the owner's own: she sets the release details on
// an upcoming book, presses Release now and confirms; the book is in Books with its cover and
// its where-to-buy links, Coming Soon no longer shows it, and the newsletter draft announcing
// it waits in the Newsletter list. At 375 px the form's Release day part fits the screen and
// axe finds nothing on it.

const OWNER = { email: 'release-owner@example.com', password: 'Sunshine1' };
const TITLE = 'The Moon Garden';
const TITLE_ES = 'El jardín de la luna';
const BOOKSHOP = 'https://bookshop.org/a/12345/9781234567899';
const AMAZON = 'https://www.amazon.com/dp/B0MOONGARD';

async function createUpcoming(page: Page, base: string, title: string, coverImageUrl: string, spanish = {}) {
  const created = await page.request.post(`${base}/api/admin/upcoming-books`, {
    headers: await adminHeaders(page),
    data: {
      ...spanish,
      title,
      author: 'Lily Hart',
      description: 'A girl plants seeds that only grow at night.',
      coverImageUrl,
      expectedReleaseDate: '2099-05-01',
      preorderUrl: AMAZON,
      storeLinks: [{ store: 'bookshop', label: '', url: BOOKSHOP }],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('the owner releases an upcoming book now: it is in Books, gone from Coming Soon, and a draft announces it', async ({
  browser,
}) => {
  const site = await startFreshSite();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await createOwnerAccount(page, site.setupLink, OWNER);
    const upload = await page.request.post(`${site.base}/api/admin/uploads?kind=cover`, {
      headers: await adminHeaders(page),
      multipart: { file: { name: 'moon.png', mimeType: 'image/png', buffer: png(40) } },
    });
    expect(upload.status()).toBe(201);
    const cover = ((await upload.json()) as { url: string }).url;
    const id = await createUpcoming(page, site.base, TITLE, cover, {
      titleEs: TITLE_ES,
      descriptionEs: 'Una niña planta semillas que solo crecen de noche.',
    });

    await page.goto(`${site.base}/`);
    await expect(page.getByRole('region', { name: 'Coming Soon' }).getByText(TITLE)).toBeVisible();

    // The release details, on the form.
    await page.goto(`${site.base}/admin/upcoming-books/edit/${id}`);
    const release = page.getByRole('group', { name: 'Release day' });
    await release.getByLabel('Make it a book on its release day').check();
    await expect(release.getByLabel('Release at')).toHaveValue('2099-05-01T09:00');
    await page.getByRole('button', { name: 'Update Upcoming Book' }).click();
    await expect(release.getByText('Age range is required', { exact: true })).toBeVisible();
    await expect(release.getByText('ISBN is required', { exact: true })).toBeVisible();
    await expect(release.getByText('Pages must be at least 1', { exact: true })).toBeVisible();
    await release.getByLabel('Age Range').fill('4-8');
    await release.getByLabel('ISBN').fill('978-1-23456-789-9');
    await release.getByLabel('Pages').fill('32');
    await release.getByLabel('Genre 1').fill('Nature');
    await expect(release.getByLabel('Prepare a newsletter draft announcing it')).toBeChecked();
    await page.getByRole('button', { name: 'Update Upcoming Book' }).click();
    await expect(page).toHaveURL(/\/admin\/upcoming-books$/);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: TITLE });
    await expect(row.getByText(/^Becomes a book on /)).toBeVisible();

    // Release now, confirmed.
    await row.getByRole('button', { name: `Release now ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Release this book now?' });
    await expect(dialog).toContainText(`Make “${TITLE}” a book now? It leaves Coming Soon and appears in Books.`);
    await dialog.getByRole('button', { name: 'Release Now' }).click();
    await expect(page.getByRole('main').getByText(`“${TITLE}” and its Spanish edition, “${TITLE_ES}”, are now in Books.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the Spanish edition' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the newsletter draft' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: TITLE })).toHaveCount(0);

    // In Books with its cover; its page has the where-to-buy links, the pre-order one included.
    await page.goto(`${site.base}/books`);
    const coverImage = page.getByRole('img', { name: `Cover of ${TITLE}` });
    await expect(coverImage).toBeVisible();
    await expect(coverImage).toHaveAttribute('src', cover);
    await page.getByRole('link', { name: new RegExp(TITLE) }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const stores = page.getByRole('list', { name: 'Where to buy' });
    await expect(stores.getByRole('link', { name: 'Bookshop.org (opens in a new tab)' })).toHaveAttribute('href', BOOKSHOP);
    await expect(stores.getByRole('link', { name: /Amazon/ })).toHaveAttribute('href', AMAZON);

    await page.goto(`${site.base}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Coming Soon' }).getByText(TITLE)).toHaveCount(0);
    // Each home features its own language's edition.
    await expect(page.getByRole('region', { name: 'Latest Book' }).getByRole('heading', { level: 3 })).toHaveText(TITLE);

    // The Spanish edition, with its Spanish words, on the Spanish site.
    await page.goto(`${site.base}/es/`);
    const latest = page.getByRole('region', { name: 'Nuestro libro más reciente' });
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(TITLE_ES);
    await expect(latest.getByText('Una niña planta semillas que solo crecen de noche.')).toBeVisible();
    await page.goto(`${site.base}/es/books`);
    await page.getByRole('link', { name: TITLE_ES, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE_ES })).toBeVisible();
    await expect(page.getByRole('link', { name: `También en inglés ${TITLE}` })).toBeVisible();

    await page.goto(`${site.base}/admin/newsletter`);
    await expect(page.getByRole('main').getByText(`New book: ${TITLE}`)).toBeVisible();
  } finally {
    await context.close();
    await site.stop();
  }
});

test('at 375 px the Release day part fits the screen and axe finds nothing on it', async ({ browser }) => {
  const site = await startFreshSite();
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await createOwnerAccount(page, site.setupLink, OWNER);
    const id = await createUpcoming(page, site.base, 'The Small Screen Seed', '/files/covers/none.png');
    await page.goto(`${site.base}/admin/upcoming-books/edit/${id}`);
    const release = page.getByRole('group', { name: 'Release day' });
    await release.getByLabel('Make it a book on its release day').check();
    await page.getByRole('button', { name: 'Update Upcoming Book' }).click();
    await expect(release.getByText('ISBN is required', { exact: true })).toBeVisible();
    await release.scrollIntoViewIfNeeded();

    const wider = await release.evaluate((fieldset) =>
      [fieldset, ...fieldset.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth || el.getBoundingClientRect().left < 0)
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    expect(wider).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
    await site.stop();
  }
});
