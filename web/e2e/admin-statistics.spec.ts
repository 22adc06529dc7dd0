import { expect, test, type Page } from '@playwright/test';

import { axeViolations, openAdminPage, downloadByClicking } from './helpers';

// The statistics screen with every part of issue 31 filled: the server of this run may not
// have the new report yet, so its answer is the one the contract fixes, given by the test.
const ADMIN = { email: 'statistics-owner@example.com', password: 'Statistics-Owner-Password-1' };

const count = (key: string, label: string, n: number, previous: number, detail?: string) => ({ key, label, detail, count: n, previous });
const report = {
  from: '2026-01-03',
  to: '2026-02-01',
  previousFrom: '2025-12-04',
  previousTo: '2026-01-02',
  totals: { visits: 12345, visitors: 9876, previousVisits: 10000, previousVisitors: 10100, storeClicks: 321, previousStoreClicks: 0 },
  days: Array.from({ length: 30 }, (_, i) => ({ day: new Date(Date.UTC(2026, 0, 3 + i)).toISOString().slice(0, 10), visits: 300 + i * 7, visitors: 200 + i })),
  pages: [count('/', 'Home', 4000, 3500), count('/es/books/x-a835d4ab', 'The Kindness Cloud, a very long title to wrap', 1000, 1200, 'Spanish site')],
  books: [count('b-1', 'The Kindness Cloud', 900, 800)],
  downloads: [count('kit-1', 'Kindness Cloud Kit', 40, 80)],
  materialDownloads: [count('/files/materials/a.pdf', 'Colouring sheet', 60, 60, 'The Kindness Cloud')],
  forms: [count('contact:ok', 'contact', 30, 40), count('contact:failed', 'contact', 1, 0), count('newsletter:ok', 'newsletter', 70, 70)],
  languages: [count('en', 'English', 8000, 7000), count('es', 'Spanish', 4345, 5000)],
  sources: [
    count('social', 'Social sites', 6000, 3000),
    count('search', 'Search engines', 4000, 5000),
    count('newsletter', 'Newsletter', 2000, 0),
    count('other', 'Other sites', 300, 100),
    count('direct', 'Direct', 45, 1900),
  ],
  referrers: [count('instagram.com', 'instagram.com', 4500, 2000, 'Social sites'), count('a-very-long-domain-name-of-a-blog.example.org', 'a-very-long-domain-name-of-a-blog.example.org', 300, 100, 'Other sites')],
  campaigns: [count('newsletter|email|spring-books-for-kind-children', 'spring-books-for-kind-children (newsletter / email)', 2000, 0)],
  devices: [count('phone', 'Phones', 8000, 6000), count('desktop', 'Computers', 3000, 3500), count('tablet', 'Tablets', 1345, 1345)],
  storeClicks: [count('amazon', 'Amazon', 200, 0), count('barnesnoble', 'Barnes & Noble', 100, 0), count('preorder', 'Pre-order link', 21, 0)],
  funnel: [
    {
      bookId: 'b-1',
      title: 'The Kindness Cloud',
      views: 12000,
      storeClicks: 3210,
      storeClicksByStore: [count('amazon', 'Amazon', 2000, 1000), count('barnesnoble', 'Barnes & Noble', 1210, 0)],
      materialDownloads: 1234,
      kitSignups: 567,
      newsletterSignups: 89,
    },
    { bookId: 'b-2', title: 'A Brave Little Seed With A Longer Title', views: 99999, storeClicks: 99999, storeClicksByStore: [], materialDownloads: 99999, kitSignups: 99999, newsletterSignups: 99999 },
  ],
};

let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  ({ page } = await openAdminPage(browser, ADMIN));
  await page.route(/\/api\/admin\/statistics\?/, (route) => route.fulfill({ json: report }));
  await page.route(/\/api\/admin\/statistics\.csv\?/, (route) =>
    route.fulfill({
      body: 'Name,Detail,This period,Previous period\nSocial sites,,6000,3000\n',
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="statistics-sources-2026-01-03-2026-02-01.csv"' },
    }),
  );
});

for (const width of [375, 1280]) {
  test(`every part of the report: axe finds nothing at ${width} px, and nothing scrolls sideways`, async () => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(page.getByRole('region', { name: "From a book's page to a sign-up" })).toBeVisible();
    await page.getByText('How visitors are counted').click();
    await page.getByRole('button', { name: 'Show the numbers' }).click();
    await page.getByRole('radio', { name: 'Custom' }).check({ force: true });
    await expect(page.getByRole('form', { name: 'Custom period' })).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
}

test('the funnel sorts by keyboard, and a table is saved as CSV', async () => {
  await page.goto('/admin/statistics');
  const funnel = page.getByRole('region', { name: "From a book's page to a sign-up" });
  const book = funnel.getByRole('columnheader', { name: /^Book/ });
  await book.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(book).toHaveAttribute('aria-sort', 'ascending');
  await expect(funnel.getByRole('rowheader').first()).toHaveText('A Brave Little Seed With A Longer Title');

  const sources = page.getByRole('region', { name: 'Where visitors came from' });
  const download = await downloadByClicking(sources.getByRole('button', { name: 'Export CSV' }));
  expect(download.suggestedFilename()).toBe('statistics-sources-2026-01-03-2026-02-01.csv');
});
