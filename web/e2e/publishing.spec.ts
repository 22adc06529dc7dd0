import { expect, test, type Page } from '@playwright/test';

import { adminHeaders, openAdminPage } from './helpers';

// Drafts, preview and scheduling (issue #30) against the real binary: the owner turns a book
// into a draft on its form, the list marks it, Preview opens its real page for her, and a
// visitor without the signed link finds nothing at its address; a book she schedules appears at
// its time without a restart. The books carry this run's mark and are deleted at the end.

const ADMIN = { email: 'publishing-owner@example.com', password: 'Sunshine1' };
const TITLE = `The Hidden Acorn ${Date.now().toString(36)}`;

// A published book made through the API, and its public address.
async function createBook(page: Page, title: string) {
  const created = await page.request.post('/api/admin/books', {
    headers: await adminHeaders(page),
    data: {
      title, author: 'Lily Hart', description: 'An acorn waits.', ageRange: '3-6', publishDate: '2026-03-01',
      isbn: '978-1-23456-789-7', pages: 24, coverImage: '/files/covers/acorn.png', genres: ['Nature'],
    },
  });
  expect(created.status()).toBe(201);
  const book = (await created.json()) as { id: string; slug: string };
  return { book, address: `/books/${book.slug}-${book.id.slice(0, 8)}` };
}

test('a draft is previewed by its owner and missing for visitors', async ({ browser }) => {
  const { context, page } = await openAdminPage(browser, ADMIN);
  const { book, address } = await createBook(page, TITLE);
  try {
    await page.goto(`/admin/books/edit/${book.id}`);
    await page.getByRole('radiogroup', { name: 'Publishing' }).getByLabel('Draft').check();
    await page.getByRole('button', { name: 'Update Book' }).click();
    await expect(page).toHaveURL(/\/admin\/books$/);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: TITLE });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: `Preview "${TITLE}"`, exact: true }).click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`${address}\\?preview=`));
    await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

    const visitor = await browser.newPage();
    const answer = await visitor.goto(address);
    expect(answer?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);
    await visitor.close();
  } finally {
    await page.request.delete(`/api/admin/books/${book.id}`, { headers: await adminHeaders(page) });
    await context.close();
  }
});

test('a book scheduled on its form appears to visitors at its time, without a restart', async ({ browser }) => {
  // The form takes whole minutes: it schedules the book for the next one at least 20 s away, and
  // the book is stored for that minute. Waiting for that minute (up to 80 s) would idle a test
  // worker, so the time is then moved to a few seconds ahead through the same API the form uses,
  // and the running server (which looks for due items every 10 s) publishes it then.
  test.setTimeout(90_000);
  const title = `The Patient Acorn ${Date.now().toString(36)}`;
  const { context, page } = await openAdminPage(browser, ADMIN);
  const { book, address } = await createBook(page, title);
  try {
    const at = await page.evaluate(() => {
      const when = new Date(Date.now() + 20_000);
      when.setSeconds(0, 0);
      when.setMinutes(when.getMinutes() + 1);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(when.getHours())}:${two(when.getMinutes())}`;
    });
    const chosen = await page.evaluate((local) => new Date(local).toISOString(), at);
    await page.goto(`/admin/books/edit/${book.id}`);
    await page.getByRole('radiogroup', { name: 'Publishing' }).getByLabel('Schedule').check();
    await page.getByLabel('Date and time').fill(at);
    await page.getByRole('button', { name: 'Update Book' }).click();
    await expect(page).toHaveURL(/\/admin\/books$/);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText(/^Scheduled/)).toBeVisible();
    const headers = await adminHeaders(page);
    const { id: _id, slug: _slug, createdAt: _created, otherEdition: _other, ...stored } = (await (
      await page.request.get(`/api/admin/books/${book.id}`, { headers })
    ).json()) as Record<string, unknown> & { status: string; publishAt: string };
    expect(stored.status).toBe('scheduled');
    expect(new Date(stored.publishAt).toISOString()).toBe(chosen);

    const visitor = await browser.newPage();
    expect((await visitor.goto(address))?.status()).toBe(404);
    const soon = new Date(Date.now() + 3_000).toISOString();
    const moved = await page.request.put(`/api/admin/books/${book.id}`, { headers, data: { ...stored, publishAt: soon } });
    expect(moved.status()).toBe(200);
    await expect
      .poll(async () => (await visitor.request.get(address)).status(), { timeout: 60_000, intervals: [1_000] })
      .toBe(200);
    await visitor.goto(address);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.close();
  } finally {
    await page.request.delete(`/api/admin/books/${book.id}`, { headers: await adminHeaders(page) });
    await context.close();
  }
});
