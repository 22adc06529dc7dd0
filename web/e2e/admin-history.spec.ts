import { expect, test } from '@playwright/test';

import { adminHeaders, axeViolations, openAdminPage } from './helpers';

// History (issue #29) against the real binary: the owner edits a book, and History shows the
// change under her address with the fields that changed; she filters by kind (the filter stays
// in the address), sees her sign-in, and axe finds nothing on the screen, on a phone too.

const ADMIN = { email: 'history-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const TITLE = `The History Book ${RUN}`;
const NEW_TITLE = `The Remembered Book ${RUN}`;

test('the owner edits a book and finds the change in History under her address', async ({ browser }) => {
  const { context, page } = await openAdminPage(browser, ADMIN);
  const headers = await adminHeaders(page);
  let bookId = '';
  try {
    const [demo] = (await (await page.request.get('/api/books')).json()) as Array<{ coverImage: string }>;
    const created = await page.request.post('/api/admin/books', {
      headers,
      data: {
        title: TITLE, author: 'Hana Story', description: 'A book to remember.', ageRange: '3-6', publishDate: '2026-01-01',
        isbn: '9781234567897', pages: 12, coverImage: demo!.coverImage, genres: ['Kindness'], downloadMaterials: [],
      },
    });
    expect(created.status()).toBe(201);
    bookId = ((await created.json()) as { id: string }).id;

    // The edit, through the form.
    await page.goto(`/admin/books/edit/${bookId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Book' })).toBeVisible();
    const basics = page.getByRole('region', { name: 'Basic Information' });
    await expect(basics.getByLabel('Title')).toHaveValue(TITLE);
    await basics.getByLabel('Title').fill(NEW_TITLE);
    await page.getByRole('button', { name: 'Update Book' }).click();
    await expect(page.getByText(`"${NEW_TITLE}" has been updated.`)).toBeVisible();

    // History, from the menu.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/history$/);
    await expect(page.getByRole('heading', { level: 1, name: 'History', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^History \| Admin Portal/);
    const table = page.getByRole('table', { name: 'History, newest first' });
    const edit = table.getByRole('row').filter({ hasText: `Changed book "${NEW_TITLE}": ` });
    await expect(edit).toHaveCount(1);
    // The title, and the address that follows it.
    await expect(edit).toContainText(`Changed book "${NEW_TITLE}": slug, title`);
    await expect(edit).toContainText(ADMIN.email);
    await expect(edit).toContainText(`title: "${TITLE}" → "${NEW_TITLE}"`);
    await expect(edit.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).filter({ hasText: ADMIN.email }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Filtered by kind: only books, and the filter is in the address (a reload keeps it).
    await page.getByLabel('Kind').selectOption('book');
    await expect(page).toHaveURL(/\/admin\/history\?kind=book$/);
    await expect(table.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
    await expect(edit).toHaveCount(1);
    await page.getByLabel('Person').selectOption(ADMIN.email);
    await expect(page).toHaveURL(/person=history-owner%40example\.com/);
    await page.reload();
    await expect(page.getByLabel('Kind')).toHaveValue('book');
    await expect(page.getByLabel('Person')).toHaveValue(ADMIN.email);
    await expect(table.getByRole('row').filter({ hasText: `Created book "${TITLE}"` })).toHaveCount(1);
    await expect(edit).toHaveCount(1);

    // On a phone the table becomes a list of cards, nothing scrolls sideways, and axe still
    // finds nothing.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(edit).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    if (bookId) await page.request.delete(`/api/admin/books/${bookId}`, { headers });
    await context.close();
  }
});
