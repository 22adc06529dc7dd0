import { readFileSync } from 'node:fs';

import { expect, test, type BrowserContext, type Download, type Locator, type Page, type Route } from '@playwright/test';

import { adminHeaders, axeViolations, KINDNESS_CLOUD, kindnessCloud, openAdminPage, downloadByClicking } from './helpers';

// What readers send, as the owner sees it, against the real binary: a visitor writes through
// the contact form, joins the newsletter and signs up for the demo's kit; the owner reads the
// message, finds the person on the list and among the kit's sign-ups with their consent,
// exports both as CSV, sees the visit in the statistics, and deletes the person everywhere.
// One sign-in and one visitor for the file, so the tests run in order. The visitor's address
// is new each run: the server mails a kit once a day per address and never re-subscribes an
// address that left.

const ADMIN = { email: 'readers-owner@example.com', password: 'Sunshine1' };
const RUN = Date.now().toString(36);
const VISITOR = { name: 'Sam Reader', email: `sam-${RUN}@example.com` };
const MESSAGE = `Could the author read The Kindness Cloud to our class? (${RUN})`;
const KIT = 'The Kindness Cloud Kit';
// The newsletter form's words (storyshelf.NewsletterConsent).
const NEWSLETTER_CONSENT =
  "I'd like to receive the parent newsletter: educational tips, new book announcements and free activities for kids. I can unsubscribe at any time.";

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let bookPath = '';
let kitId = '';
let messageId = '';
// Today's page views before the visitor came, and the day itself (UTC, as the server counts).
let visitsBefore = 0;
let today = '';

type Day = { day: string; visits: number; visitors: number };

async function statistics() {
  const response = await page.request.get('/api/admin/statistics?days=7', { headers: await adminHeaders(page) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { to: string; days: Day[]; pages: Array<{ key: string; count: number }> };
}

const todayOf = (report: { to: string; days: Day[] }) => report.days.find((d) => d.day === report.to)!;

// A CSV file as the server writes it (RFC 4180: quoted fields, doubled quotes), as objects by
// the header row's names.
function parseCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header!.map((name, i) => [name, r[i] ?? ''])));
}

async function savedCsv(download: Download) {
  return parseCsv(readFileSync((await download.path())!, 'utf8'));
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const menu = () => page.getByRole('navigation', { name: 'Admin' });

async function search(label: string, words: string) {
  const box = page.getByRole('search', { name: label }).getByRole('searchbox');
  await box.fill(words);
  await box.press('Enter');
}

// No sideways scrolling at the current width, and nothing for axe to find.
async function checkLayoutAndAxe() {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  ({ context, page } = await openAdminPage(browser, ADMIN));
  const { ref } = await kindnessCloud(page.request);
  bookPath = `/books/${ref}`;
  const kits = (await (await page.request.get('/api/admin/kits', { headers: await adminHeaders(page) })).json()) as Array<{
    id: string;
    title: string;
  }>;
  kitId = kits.find((k) => k.title === KIT)!.id;
  const before = await statistics();
  today = before.to;
  visitsBefore = todayOf(before).visits;
});

test.afterAll(async () => {
  try {
    // Whatever a failed run left of the visitor goes.
    await page.request.post('/api/admin/people/forget', { headers: await adminHeaders(page), data: { email: VISITOR.email } });
  } finally {
    await context?.close();
  }
});

test('a visitor writes, joins the newsletter and signs up for a kit', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto('/contact');
    await visitor.getByRole('textbox', { name: 'Your name' }).fill(VISITOR.name);
    await visitor.getByRole('textbox', { name: 'Email address' }).fill(VISITOR.email);
    await visitor.getByRole('combobox', { name: 'Subject' }).selectOption('School Visit Request');
    await visitor.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitor.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();

    await visitor.goto('/');
    const newsletter = visitor.getByRole('region', { name: 'Join Our Parent Newsletter' });
    await newsletter.getByLabel('Email address').fill(VISITOR.email);
    await newsletter.getByRole('button', { name: 'Join the Fun!' }).click();
    await expect(newsletter.getByText(/^Thank you for subscribing!/)).toBeVisible();

    await visitor.goto(bookPath);
    const kit = visitor.getByRole('region', { name: 'Start your ripple with a free kindness kit!' });
    await kit.getByRole('textbox', { name: 'Email address' }).fill(VISITOR.email);
    await kit.getByRole('textbox', { name: 'Your name (optional)' }).fill(VISITOR.name);
    await kit.getByRole('checkbox', { name: 'I agree to receive occasional updates.' }).check();
    await kit.getByRole('button', { name: 'Get My Free Kit' }).click();
    await expect(kit.getByRole('heading', { level: 3, name: 'Your kit is ready!' })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
  // Three page loads, three page views (sent in the background).
  await expect.poll(async () => todayOf(await statistics()).visits).toBe(visitsBefore + 3);
});

test('the owner sees the message unread in the menu and the inbox, and reads it', async () => {
  await page.goto('/admin');
  await expect(menu().getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await menu().getByRole('link', { name: /^Messages/ }).click();
  await expect(heading('Messages')).toBeVisible();
  await expect(page).toHaveTitle(/^Messages \| Admin Portal/);
  await search('Search messages', VISITOR.email);
  const row = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(VISITOR.name);
  await expect(row).toContainText(VISITOR.email);
  await expect(row).toContainText('School Visit Request');
  await expect(row).toContainText('Unread');
  // The owner is mailed at the site's contact email (the demo sets one); with no mail server in
  // the tests, the mail waits.
  await expect(row).toContainText('Waiting to be mailed');

  await row.getByRole('link', { name: `${VISITOR.name} about School Visit Request` }).click();
  await expect(heading('School Visit Request')).toBeVisible();
  messageId = page.url().split('/').pop()!;
  const article = page.getByRole('article', { name: `Message from ${VISITOR.name}` });
  await expect(article).toContainText(MESSAGE);
  await expect(article).toContainText(`${VISITOR.name} <${VISITOR.email}>`);
  await expect(article.getByText('Read', { exact: true })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:${VISITOR.email}?subject=Re%3A%20School%20Visit%20Request`,
  );

  await page.getByRole('link', { name: 'Back to Messages' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages\\?q=${encodeURIComponent(VISITOR.email).replace(/\./g, '\\.')}$`));
  await expect(row).toContainText('Read');
  await expect(row.getByRole('button', { name: `Mark as unread message from ${VISITOR.name}` })).toBeVisible();
});

test('the owner finds both sign-ups with their consent, and the CSV rows match', async () => {
  await menu().getByRole('link', { name: 'Subscribers' }).click();
  await expect(heading('Subscribers')).toBeVisible();
  await search('Search subscribers', VISITOR.email);
  const row = page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('heading', { level: 2 })).toHaveText(VISITOR.email);
  await expect(row).toContainText(VISITOR.name);
  // Signed up, not yet confirmed from the mail: waiting, in plain words.
  await expect(row).toContainText('Waiting for confirmation');
  await expect(row).toContainText('ThroughThe newsletter form');
  await expect(row).toContainText(`Kits${KIT}`);
  await row.getByText('Consent record').click();
  const consent = row.locator('details');
  await expect(consent).toContainText('On page/');
  await expect(consent).toContainText(`Words agreed to${NEWSLETTER_CONSENT}`);

  const csv = await savedCsv(await downloadByClicking(page.getByRole('button', { name: 'Export CSV' })));
  await expect(page.getByText(/^subscribers-\d{4}-\d{2}-\d{2}\.csv has been saved\.$/)).toBeVisible();
  expect(csv).toHaveLength(1);
  expect(csv[0]).toMatchObject({
    email: VISITOR.email,
    name: VISITOR.name,
    status: 'pending',
    source: 'newsletter',
    kits: KIT,
    consent_page: '/',
    consent_text: NEWSLETTER_CONSENT,
  });

  // The kit's sign-ups, from the count on the kit list.
  await menu().getByRole('link', { name: 'Kindness Kits' }).click();
  await page.getByRole('link', { name: new RegExp(`^\\d+ sign-ups? for ${KIT}$`) }).click();
  await expect(page).toHaveURL(`/admin/kindness-kits/${kitId}/signups`);
  await expect(heading('Kit Sign-ups')).toBeVisible();
  await expect(page.getByText(KIT, { exact: true })).toBeVisible();
  const signUp = page.getByRole('list', { name: 'Sign-ups' }).getByRole('listitem').filter({ hasText: VISITOR.email });
  await expect(signUp).toHaveCount(1);
  await expect(signUp).toContainText(VISITOR.name);
  await expect(signUp).toContainText('Downloads used0');
  await signUp.getByText('Consent record').click();
  await expect(signUp.locator('details')).toContainText(`On page${bookPath}`);
  const kitWords = (await signUp.locator('details q').textContent())!;
  expect(kitWords.length).toBeGreaterThan(10);

  const kitCsv = await savedCsv(await downloadByClicking(page.getByRole('button', { name: 'Export CSV' })));
  expect(kitCsv.filter((r) => r.email === VISITOR.email)).toEqual([
    expect.objectContaining({ name: VISITOR.name, consent_page: bookPath, consent_text: kitWords, downloads: '0' }),
  ]);
});

test('the statistics show the visitor’s page views in the chart and the table', async () => {
  await menu().getByRole('link', { name: 'Statistics' }).click();
  await expect(heading('Statistics')).toBeVisible();
  // The periods are radio buttons styled as one row of choices: the owner clicks the words.
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page).toHaveURL(/\/admin\/statistics\?days=7$/);
  const expected = visitsBefore + 3;
  const chart = page.getByRole('figure', { name: 'Visits and unique visitors per day' });
  await expect(chart.locator(`rect[data-day="${today}"]`)).toHaveAttribute('data-visits', String(expected));
  expect(Number(await chart.locator(`rect[data-day="${today}"]`).getAttribute('height'))).toBe(expected);

  await chart.getByRole('button', { name: 'Show the numbers' }).click();
  const table = chart.getByRole('table');
  await expect(table).toBeVisible();
  const row = table.getByRole('row').last();
  await expect(row.getByRole('rowheader')).toHaveText(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${today}T12:00:00Z`)),
  );
  await expect(row.getByRole('cell').first()).toHaveText(String(expected));

  const pages = page.getByRole('region', { name: 'Top pages' }).getByRole('row');
  // Named as the owner knows them (issue 27), never by their paths.
  for (const name of ['Contact', 'Home', KINDNESS_CLOUD]) await expect(pages.filter({ has: page.getByRole('rowheader', { name, exact: true }) })).toHaveCount(1);
  await expect(pages.filter({ has: page.getByRole('rowheader', { name: bookPath }) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Form submissions' }).getByRole('row', { name: /^Contact form/ })).toBeVisible();
});

// One test per width: each is six page loads with an axe scan, which on a busy machine is
// most of a test's time limit.
for (const width of [375, 1280]) {
  test(`axe finds nothing on each new screen at ${width} px, and nothing scrolls sideways`, async () => {
    const screens: Array<[string, string]> = [
      [`/admin/messages?q=${encodeURIComponent(VISITOR.email)}`, 'Messages'],
      [`/admin/messages/${messageId}`, 'School Visit Request'],
      [`/admin/subscribers?q=${encodeURIComponent(VISITOR.email)}`, 'Subscribers'],
      [`/admin/kindness-kits/${kitId}/signups`, 'Kit Sign-ups'],
      ['/admin/statistics', 'Statistics'],
      ['/admin', 'Dashboard'],
    ];
    await page.setViewportSize({ width, height: 800 });
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(heading(title)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      // The consent records and the numbers open too, so axe checks what they show.
      for (const summary of await page.locator('summary').all()) await summary.click();
      const numbers = page.getByRole('button', { name: 'Show the numbers' });
      if ((await numbers.count()) > 0) await numbers.first().click();
      await checkLayoutAndAxe();
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });
}

// The lines an element's text is laid out in, as the browser wraps it.
function renderedLines(element: Locator) {
  return element.evaluate((el) => {
    const lines: string[] = [];
    let top: number | undefined;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const at = range.getBoundingClientRect().top;
        if (top === undefined || Math.abs(at - top) > 2) lines.push('');
        top = at;
        lines[lines.length - 1] += text[i];
      }
    }
    return lines;
  });
}

test('at 375 px a long address wraps after its @ and before a dot, never mid-word, in Messages and Subscribers', async () => {
  const LONG = 'christopher.alexander.hamilton-reader@primary-school-district.example.org';
  // The visitor's own records, as if they had written from a long address.
  const lengthen = (list: string) => async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, Array<{ email: string }>>;
    for (const item of body[list] ?? []) if (item.email === VISITOR.email) item.email = LONG;
    await route.fulfill({ response, json: body });
  };
  await page.route('**/api/admin/messages?*', lengthen('messages'));
  await page.route('**/api/admin/subscribers?*', lengthen('subscribers'));
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, title] of [
      [`/admin/messages?q=${encodeURIComponent(VISITOR.email)}`, 'Messages'],
      [`/admin/subscribers?q=${encodeURIComponent(VISITOR.email)}`, 'Subscribers'],
    ] as const) {
      await page.goto(path);
      await expect(heading(title)).toBeVisible();
      // The address shown comes before the buttons that name it to screen readers.
      const address = page.getByRole('main').getByText(LONG, { exact: true }).first();
      await expect(address).toBeVisible();
      const lines = await renderedLines(address);
      expect(lines.join('')).toBe(LONG);
      expect(lines.length, `${title}: ${lines.join(' | ')}`).toBeGreaterThan(1);
      for (let i = 1; i < lines.length; i++) {
        expect(lines[i - 1]!.endsWith('@') || lines[i]!.startsWith('.'), `${title}: ${lines.join(' | ')}`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  } finally {
    await page.unroute('**/api/admin/messages?*');
    await page.unroute('**/api/admin/subscribers?*');
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('the owner deletes the person, sees what went, and finds them nowhere', async () => {
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(VISITOR.email)}`);
  await page.getByRole('button', { name: `Delete this person ${VISITOR.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this person?' });
  await expect(dialog).toContainText(`Delete everything Storyshelf holds about ${VISITOR.email}`);
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete Person' }).click();

  const report = page.getByRole('region', { name: `Deleted ${VISITOR.email}` });
  await expect(report.getByRole('heading', { level: 2 })).toBeFocused();
  for (const line of ['1 email-list entry', '1 kit sign-up', '1 contact message']) {
    await expect(report.getByRole('listitem').filter({ hasText: new RegExp(`^${line}$`) })).toHaveCount(1);
  }
  await expect(report.getByRole('listitem').filter({ hasText: /^\d+ mails?$/ })).toHaveCount(1);
  await expect(page.getByText(`${VISITOR.email} has been deleted.`)).toBeVisible();
  await expect(page.getByText('No subscribers match')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/admin/messages?q=${encodeURIComponent(VISITOR.email)}`);
  await expect(page.getByText('No messages match')).toBeVisible();
  await page.goto(`/admin/messages/${messageId}`);
  await expect(page.getByRole('alert')).toContainText('Message not found');
  await page.goto(`/admin/kindness-kits/${kitId}/signups`);
  await expect(heading('Kit Sign-ups')).toBeVisible();
  await expect(page.getByText('Loading sign-ups...')).toHaveCount(0);
  await expect(page.getByText(VISITOR.email)).toHaveCount(0);

  // And the API agrees, list by list.
  const headers = await adminHeaders(page);
  const people = await (await page.request.get(`/api/admin/subscribers?q=${encodeURIComponent(VISITOR.email)}`, { headers })).json();
  expect(people.totalCount).toBe(0);
  const inbox = await (await page.request.get(`/api/admin/messages?q=${encodeURIComponent(VISITOR.email)}`, { headers })).json();
  expect(inbox.totalCount).toBe(0);
  const signUps = (await (await page.request.get(`/api/admin/kits/${kitId}/signups`, { headers })).json()) as Array<{ email: string }>;
  expect(signUps.filter((s) => s.email === VISITOR.email)).toEqual([]);
});

test('a person not on the list is deleted by typing their address', async () => {
  await page.goto('/admin/subscribers');
  const section = page.getByRole('region', { name: 'Delete a person by email address' });
  const address = `only-wrote-${RUN}@example.com`;
  await section.getByLabel('Email address').fill(address);
  await section.getByRole('button', { name: 'Delete this person' }).click();
  await page.getByRole('dialog', { name: 'Delete this person?' }).getByRole('button', { name: 'Delete Person' }).click();
  const report = page.getByRole('region', { name: `Deleted ${address}` });
  await expect(report).toContainText('Storyshelf held nothing under this address.');
  await expect(section.getByLabel('Email address')).toHaveValue('');
  await report.getByRole('button', { name: 'Close report' }).click();
  await expect(heading('Subscribers')).toBeFocused();
});
