import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import { adminHeaders, kindnessCloud, openAdminPage, downloadByClicking } from './helpers';

// Issue 31's proof: a visitor comes from a social site with a campaign tag, follows a store link,
// downloads a material and signs up for the kit; the owner sees each step in the book's funnel,
// the source and the campaign, and exports the CSV. It needs the server, the public tracking and
// the screen of issue 31 together, so it waits for a server whose report has the funnel.
const OWNER = { email: 'statistics-journey@example.com', password: 'Statistics-Journey-Password-1' };
const CAMPAIGN = { source: 'instagram', medium: 'social', campaign: 'journey-e2e' };

type Count = { key: string; label: string; count: number; previous: number };
type Funnel = { bookId: string; title: string; views: number; viewsEs: number; storeClicks: number; materialDownloads: number; kitSignups: number; newsletterSignups: number };
type Report = { from: string; to: string; sources?: Count[]; referrers?: Count[]; campaigns?: Count[]; languages?: Count[]; funnel?: Funnel[] };

let page: Page;

async function report(): Promise<Report> {
  const response = await page.request.get('/api/admin/statistics?days=7', { headers: await adminHeaders(page) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Report;
}

const countOf = (list: Count[] | undefined, key: string) => list?.find((c) => c.key === key)?.count ?? 0;

async function visit(browser: Browser, ref: string) {
  const context = await browser.newContext();
  // fetch instead of sendBeacon, so each event's answer can be waited for; the store stays offline.
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'sendBeacon');
  });
  await context.route(/^https:\/\/www\.(amazon|goodreads)\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>The store</title>' }));
  const visitor = await context.newPage();
  const event = (name: string) =>
    visitor.waitForResponse((r) => r.url().endsWith('/api/events') && (r.request().postDataJSON() as { name: string }).name === name);
  try {
    let sent = event('pageview');
    const tags = `utm_source=${CAMPAIGN.source}&utm_medium=${CAMPAIGN.medium}&utm_campaign=${CAMPAIGN.campaign}`;
    await visitor.goto(`/books/${ref}?${tags}`, { referer: 'https://www.instagram.com/p/a-post/' });
    await sent;

    sent = event('Store Click');
    const store = visitor.waitForEvent('popup');
    await visitor.getByRole('link', { name: /View on Amazon/ }).click();
    await sent;
    await (await store).close();

    sent = event('Material Download');
    await downloadByClicking(visitor.getByRole('button', { name: 'Download Activity Sheet' }));
    await sent;

    sent = event('Form Submit');
    const kit = visitor.getByRole('region', { name: 'Start your ripple with a free kindness kit!' });
    await kit.getByRole('textbox', { name: 'Email address' }).fill('journey-reader@example.com');
    await kit.getByRole('checkbox', { name: 'I agree to receive occasional updates.' }).check();
    await kit.getByRole('button', { name: 'Get My Free Kit' }).click();
    await expect(kit.getByRole('heading', { level: 3, name: 'Your kit is ready!' })).toBeVisible();
    await sent;
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  ({ page } = await openAdminPage(browser, OWNER));
});

test("the visitor's way from a social site to a sign-up shows in the owner's statistics and their CSV", async ({ browser }) => {
  const before = await report();
  expect(before.funnel, 'the report has each book\'s funnel').toBeDefined();
  const { book, ref } = await kindnessCloud(page.request);
  const funnelOf = (r: Report) => r.funnel!.find((f) => f.bookId === book.id)!;
  const campaignKey = `${CAMPAIGN.source}|${CAMPAIGN.medium}|${CAMPAIGN.campaign}`;

  await visit(browser, ref);

  const after = await report();
  const was = funnelOf(before) ?? { views: 0, storeClicks: 0, materialDownloads: 0, kitSignups: 0 };
  const now = funnelOf(after);
  expect([now.views, now.storeClicks, now.materialDownloads, now.kitSignups]).toEqual([
    was.views + 1,
    was.storeClicks + 1,
    was.materialDownloads + 1,
    was.kitSignups + 1,
  ]);
  expect(countOf(after.sources, 'social')).toBe(countOf(before.sources, 'social') + 1);
  expect(countOf(after.referrers, 'instagram.com')).toBe(countOf(before.referrers, 'instagram.com') + 1);
  expect(countOf(after.campaigns, campaignKey)).toBe(countOf(before.campaigns, campaignKey) + 1);

  // The owner's screen says the same.
  await page.goto('/admin/statistics?days=7');
  const funnel = page.getByRole('region', { name: "From a book's page to a sign-up" });
  const row = funnel.getByRole('table').first().getByRole('row').filter({ has: page.getByRole('rowheader', { name: book.title, exact: true }) });
  const cells = row.getByRole('cell');
  for (const [i, n] of [now.views, now.storeClicks, now.materialDownloads, now.kitSignups].entries()) {
    await expect(cells.nth(i)).toHaveText(new RegExp(`^${n.toLocaleString('en-US')}`));
  }
  const sources = page.getByRole('region', { name: 'Where visitors came from' }).getByRole('table');
  await expect(sources.getByRole('row', { name: /^Social sites/ })).toContainText(countOf(after.sources, 'social').toLocaleString('en-US'));
  await expect(page.getByRole('region', { name: 'Referring sites' }).getByRole('rowheader', { name: /^instagram\.com/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Campaigns' }).getByRole('rowheader', { name: /^journey-e2e/ })).toBeVisible();

  // The funnel's CSV holds the book's row as the screen shows it.
  const file = await downloadByClicking(funnel.getByRole('button', { name: 'Export CSV' }));
  expect(file.suggestedFilename()).toBe(`statistics-funnel-${after.from}-${after.to}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('Book,Views,Views in Spanish,Store clicks,Material downloads,Kit sign-ups,Newsletter sign-ups');
  expect(lines).toContain(`${book.title},${now.views},${now.viewsEs},${now.storeClicks},${now.materialDownloads},${now.kitSignups},${now.newsletterSignups}`);
});

// Issue 44: a Spanish-speaking parent browses the Spanish site, going from page to page inside the
// app; each of those page views is counted as Spanish, and the owner's language split shows it.
test("a Spanish visitor's page views count as Spanish", async ({ browser }) => {
  const before = await report();
  const context = await browser.newContext({ locale: 'es-ES' });
  await context.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'sendBeacon');
  });
  const visitor = await context.newPage();
  const pageViews: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().endsWith('/api/events') && (r.postDataJSON() as { name: string }).name === 'pageview') {
      pageViews.push((r.postDataJSON() as { path: string }).path);
    }
  });
  const counted = () =>
    visitor.waitForResponse((r) => r.url().endsWith('/api/events') && (r.request().postDataJSON() as { name: string }).name === 'pageview');
  try {
    let sent = counted();
    await visitor.goto('/es/');
    await sent;
    sent = counted();
    await visitor.getByRole('banner').getByRole('link', { name: 'Libros' }).click();
    await expect(visitor).toHaveURL('/es/books');
    await sent;
  } finally {
    await context.close();
  }
  expect(pageViews).toEqual(['/es/', '/es/books']);
  const after = await report();
  expect(countOf(after.languages, 'es')).toBe(countOf(before.languages, 'es') + 2);
  expect(countOf(after.languages, 'en')).toBe(countOf(before.languages, 'en'));
});
