import { expect, test } from '@playwright/test';

import { adminHeaders, axeViolations, createOwnerAccount } from './helpers';
import { mailSiteForSpec } from './mail-site';

// The public newsletter archive (#28 part 5): on a fresh site of its own with a real local SMTP
// server (internal/mail/mailtest), a reader signs up, the owner sends an issue through the
// admin API, the site's worker sends it, and the owner puts it in the archive. It then shows at
// /newsletter and /es/newsletter, its web version opens without anything of the reader's, and
// axe finds nothing on a phone.

const OWNER = { email: 'archive-owner@example.com', password: 'Sunshine1' };
const READER = 'archive-reader@example.com';
const SUBJECT = 'Spring reading tips';

test.describe.configure({ mode: 'serial' });

const site = mailSiteForSpec({ mailFrom: 'books@example.com' });

test('a sent issue in the archive shows at /newsletter and /es/newsletter, and its web version opens', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await createOwnerAccount(page, site.setupLink, OWNER);
  const headers = await adminHeaders(page);
  const api = page.request;

  // Nothing archived yet: the page says so.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: site.base });
  const reader = await phone.newPage();
  await reader.goto('/newsletter');
  await expect(reader.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeVisible();
  await expect(reader.getByText(/^No newsletters here yet/)).toBeVisible();
  expect(await axeViolations(reader)).toEqual([]);

  // A reader signs up (confirmation off, so the address is on the list at once).
  const off = await api.put(`${site.base}/api/admin/settings/newsletter`, { headers, data: { confirmSignUps: false } });
  expect(off.status()).toBe(200);
  const form = reader.getByRole('region', { name: 'Join Our Parent Newsletter' });
  await form.getByLabel('Email address').fill(READER);
  await form.getByRole('button', { name: 'Join the Fun!' }).click();
  await expect(form.getByText(/^Thank you for subscribing!/)).toBeVisible();

  // The owner writes and sends an issue, and puts it in the archive.
  const created = await api.post(`${site.base}/api/admin/newsletter/issues`, {
    headers,
    data: {
      subject: SUBJECT,
      previewText: 'Three ideas for bedtime',
      audience: 'all',
      bodyHtml: '<h2>Bedtime</h2><p>Read <strong>together</strong>.</p><p><a class="button" href="/books">See the books</a></p>',
      bodyText: 'Bedtime\n\nRead together.\n\nSee the books: /books',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await api.post(`${site.base}/api/admin/newsletter/issues/${id}/send`, { headers, data: { sendAt: null } });
  expect(sent.status()).toBe(200);
  await expect
    .poll(async () => ((await (await api.get(`${site.base}/api/admin/newsletter/issues/${id}`, { headers })).json()) as { status: string }).status, {
      timeout: 60_000,
    })
    .toBe('sent');
  await site.waitForMail((m) => m.to.includes(READER) && m.subject === SUBJECT);
  const archived = await api.put(`${site.base}/api/admin/newsletter/issues/${id}/archive`, { headers, data: { inArchive: true } });
  expect(archived.status()).toBe(200);

  for (const [path, heading, sentOn] of [
    ['/newsletter', 'Newsletter archive', 'Sent '],
    ['/es/newsletter', 'Archivo del boletín', 'Enviado el '],
  ] as const) {
    await reader.goto(path);
    await expect(reader.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const item = reader.getByRole('listitem').filter({ hasText: SUBJECT });
    await expect(item).toContainText('Three ideas for bedtime');
    await expect(item).toContainText(sentOn);
    await expect(reader.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${site.base}/newsletter/feed.xml`);
    expect(await axeViolations(reader)).toEqual([]);
  }

  // The web version, opened from the Spanish list: the words, nothing of the reader's.
  await reader.getByRole('link', { name: SUBJECT }).click();
  await expect(reader).toHaveURL(`${site.base}/es/newsletter/${id}`);
  await expect(reader.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Bedtime' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'See the books' })).toHaveAttribute('href', '/books');
  await expect(reader.locator('body')).not.toContainText(READER);
  await expect(reader.locator('a[href*="unsubscribe"]')).toHaveCount(0);
  expect(await axeViolations(reader)).toEqual([]);
  await reader.goto(`/newsletter/${id}`);
  await expect(reader.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  expect(await axeViolations(reader)).toEqual([]);
  await phone.close();
});
