import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { addBook, adminHeaders, axeViolations, createOwnerAccount } from './helpers';
import { mailSiteForSpec, mailText } from './mail-site';

// The owner's weekly letter (issue 31): on a fresh site whose mail goes to the tests' own SMTP
// server, last week and the week before hold visits from several sources and clicks through
// to a store; the owner turns the letter on in Settings and asks for last week's now. The
// letter arrives, and its figures are the ones the statistics report answers for that week.

const OWNER = { email: 'letter-owner@example.com', password: 'Sunshine1' };
const BOOK = 'The Brave Little Seed';

type Count = { key: string; label: string; count: number; previous: number };
type Report = {
  totals: { visits: number; visitors: number; previousVisits: number; previousVisitors: number };
  sources: Count[];
  funnel: Array<{ title: string; storeClicks: number }>;
};

test.describe.configure({ mode: 'serial' });

const site = mailSiteForSpec();

const day = (d: Date) => d.toISOString().slice(0, 10);

// Last week, Monday to Sunday in UTC (the time zone the owner picks below), and the one before.
function lastWeeks() {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7)));
  const shift = (days: number) => day(new Date(monday.getTime() + days * 86_400_000));
  return { from: shift(-7), to: shift(-1), previous: shift(-14) };
}

// Past weeks' events, as the site would have recorded them then, written into its database:
// a browser can only make today's.
function recordPastEvents(events: Array<{ name: string; day: string; visitor: string; source?: string; refId?: string; label?: string }>) {
  const quote = (v: string) => `'${v.replaceAll("'", "''")}'`;
  const rows = events.map(
    (e) =>
      `(${[randomUUID(), e.name, '/', e.day, e.visitor, e.refId ?? '', e.label ?? '', e.source ?? '', 'desktop', 'en']
        .map(quote)
        .join(', ')}, ${quote(`${e.day} 12:00:00+00:00`)})`,
  );
  const sql = `INSERT INTO events (id, name, path, day, visitor, ref_id, label, source, device, lang, created_at) VALUES\n${rows.join(',\n')};`;
  execFileSync('sqlite3', ['-cmd', '.timeout 10000', join(site.dataDir, 'storyshelf.db'), sql], { stdio: 'pipe', timeout: 30_000 });
}

// A figure's change from the week before, as the letter writes it.
function change(count: number, previous: number) {
  if (count === previous) return 'no change';
  if (previous === 0) return 'new';
  const percent = Math.trunc(((count - previous) * 100) / previous);
  return count > previous ? `↑ ${Math.max(percent, 1)}%` : `↓ ${Math.max(-percent, 1)}%`;
}

test('the owner turns the weekly letter on and gets last week’s with the report’s figures', async ({ page }) => {
  test.setTimeout(180_000);
  await createOwnerAccount(page, site.setupLink, OWNER);
  const headers = await adminHeaders(page);

  // Before mail is set up the section says the letter waits for it, and the button says why.
  await page.goto(`${site.base}/admin/settings#weekly-letter`);
  const section = page.getByRole('region', { name: 'Weekly letter' });
  await expect(section.getByText(/The weekly letter waits for email to be set up/)).toBeVisible();
  await section.getByRole('button', { name: "Send me last week's letter now" }).click();
  await expect(section.getByRole('alert').filter({ hasText: 'waits for email to be set up' })).toBeVisible();

  await site.enterMailSettings(page, headers, OWNER.email);
  const bookId = await addBook(page, site.base, headers, { title: BOOK });

  const week = lastWeeks();
  const pageview = (d: string, visitor: string, source: string) => ({ name: 'pageview', day: d, visitor, source });
  recordPastEvents([
    pageview(week.from, 'a', 'social'),
    pageview(week.from, 'b', 'social'),
    pageview(week.from, 'c', 'social'),
    pageview(week.to, 'a', 'search'),
    pageview(week.to, 'd', 'search'),
    pageview(week.to, 'e', 'newsletter'),
    { name: 'pageview', day: week.to, visitor: 'e' },
    pageview(week.previous, 'x', 'direct'),
    pageview(week.previous, 'y', 'direct'),
    { name: 'Store Click', day: week.from, visitor: 'a', refId: bookId, label: 'amazon' },
    { name: 'Store Click', day: week.to, visitor: 'd', refId: bookId, label: 'kobo' },
  ]);

  // The owner turns the letter on, in UTC, in English.
  await page.reload();
  await expect(section.getByText('Set up: the letter can be sent.')).toBeVisible();
  await expect(section).toContainText(OWNER.email);
  await section.getByLabel('Send me a letter every Monday').check();
  await section.getByLabel('Your time zone').selectOption('UTC');
  await section.getByLabel('Language of the letter').selectOption('English');
  await section.getByRole('button', { name: 'Save Weekly letter' }).click();
  await expect(page.getByText('Weekly letter settings saved.')).toBeVisible();
  await expect(section.getByText('The weekly letter is on: it comes every Monday at about 7:00, UTC time.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await section.getByRole('button', { name: "Send me last week's letter now" }).click();
  await expect(page.getByText(`Last week's letter is on its way to ${OWNER.email}.`)).toBeVisible();

  const subject = `Storyshelf: your week from ${week.from} to ${week.to}`;
  const letter = mailText(
    await site.waitForMail((m) => m.to.includes(OWNER.email) && m.subject === subject, { timeout: 30_000, message: 'the letter arrived' }),
  );

  const answer = await page.request.get(`${site.base}/api/admin/statistics?from=${week.from}&to=${week.to}`, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  const report = (await answer.json()) as Report;
  const { totals } = report;
  expect(totals.visits, 'the week holds the recorded visits').toBe(7);
  expect(letter).toContain(`Visits: ${totals.visits} (${change(totals.visits, totals.previousVisits)})`);
  expect(letter).toContain(`Unique visitors: ${totals.visitors} (${change(totals.visitors, totals.previousVisitors)})`);
  const sources = report.sources.filter((s) => s.count > 0).sort((a, b) => b.count - a.count).slice(0, 5);
  expect(sources.length).toBeGreaterThan(1);
  const sourceLines = sources.map((s) => `- ${s.label}: ${s.count}`).join('\n');
  expect(letter.replaceAll('\r\n', '\n')).toContain(`Where visitors came from\n${sourceLines}\n`);
  const books = report.funnel.filter((b) => b.storeClicks > 0).sort((a, b) => b.storeClicks - a.storeClicks);
  expect(books.map((b) => b.title)).toEqual([BOOK]);
  expect(letter.replaceAll('\r\n', '\n')).toContain(
    `Books most clicked through to a store\n${books.map((b) => `- ${b.title}: ${b.storeClicks}`).join('\n')}\n`,
  );
  expect(letter).toContain(`${site.base}/admin/statistics?from=${week.from}&to=${week.to}`);

  // At a phone's width the section fits the screen and axe finds nothing.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${site.base}/admin/settings#weekly-letter`);
  await expect(section.getByLabel('Send me a letter every Monday')).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
