import { expect, test } from '@playwright/test';

import { addBook, adminHeaders, axeViolations, createOwnerAccount } from './helpers';
import { mailSiteForSpec, mailText } from './mail-site';

// The public newsletter archive (#28 part 5) and an issue in two languages (#44): on a fresh
// site of its own with a real local SMTP server (internal/mail/mailtest), an English and a
// Spanish reader sign up, the owner sends an issue through the admin API, the site's worker
// sends it, and the owner puts it in the archive. Then an announcement of a book with a Spanish
// edition, in both languages: each reader gets their own language's version, its book link to
// their language's page, and each language's archive and feed list the issues written in it.
// Web versions open without anything of the reader's, and axe finds nothing on a phone.

const OWNER = { email: 'archive-owner@example.com', password: 'Sunshine1' };
const READER = 'archive-reader@example.com';
const LECTORA = 'archive-lectora@example.com';
const SUBJECT = 'Spring reading tips';

test.describe.configure({ mode: 'serial' });

const site = mailSiteForSpec({ mailFrom: 'books@example.com' });

test("each language's archive lists the issues written in it; a two-language issue reaches each reader in their language", async ({ page, browser }) => {
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
  await reader.goto('/es/newsletter');
  const formulario = reader.getByRole('region', { name: 'Suscríbete a nuestro boletín para familias' });
  await formulario.getByLabel('Correo electrónico').fill(LECTORA);
  await formulario.getByRole('button', { name: '¡Súmate a la diversión!' }).click();
  await expect(formulario.getByText(/^¡Gracias por suscribirte!/)).toBeVisible();

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

  // Written in English only: listed in the English archive and feed, not the Spanish ones.
  await reader.goto('/newsletter');
  await expect(reader.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeVisible();
  const item = reader.getByRole('listitem').filter({ hasText: SUBJECT });
  await expect(item).toContainText('Three ideas for bedtime');
  await expect(item).toContainText('Sent ');
  await expect(reader.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${site.base}/newsletter/feed.xml`);
  expect(await axeViolations(reader)).toEqual([]);
  await reader.goto('/es/newsletter');
  await expect(reader.getByRole('heading', { level: 1, name: 'Archivo del boletín' })).toBeVisible();
  await expect(reader.getByText(/^Todavía no hay boletines aquí/)).toBeVisible();
  await expect(reader.getByText(SUBJECT)).toHaveCount(0);
  await expect(reader.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${site.base}/es/newsletter/feed.xml`);

  // The web version, opened from the list: the words, nothing of the reader's.
  await reader.goto('/newsletter');
  await reader.getByRole('link', { name: SUBJECT }).click();
  await expect(reader).toHaveURL(`${site.base}/newsletter/${id}`);
  await expect(reader.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Bedtime' })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'See the books' })).toHaveAttribute('href', '/books');
  await expect(reader.locator('body')).not.toContainText(READER);
  await expect(reader.locator('a[href*="unsubscribe"]')).toHaveCount(0);
  expect(await axeViolations(reader)).toEqual([]);
  // At its Spanish address it shows its English words, marked as English for screen readers.
  await reader.goto(`/es/newsletter/${id}`);
  await expect(reader.getByRole('heading', { level: 1, name: SUBJECT }).locator('[lang="en"]')).toHaveText(SUBJECT);
  await expect(reader.locator('[lang="en"]').getByRole('heading', { level: 2, name: 'Bedtime' })).toBeVisible();
  expect(await axeViolations(reader)).toEqual([]);

  // A book and its Spanish edition, announced in both languages.
  const cloud = await addBook(page, site.base, headers, { title: 'The Kindness Cloud' });
  const nube = await addBook(page, site.base, headers, { title: 'La nube amable', language: 'es', otherEditionId: cloud });
  const announced = await api.post(`${site.base}/api/admin/newsletter/announcements`, { headers, data: { bookId: cloud } });
  expect(announced.status()).toBe(201);
  const both = (await announced.json()) as { id: string; subject: string; subjectEs: string };
  expect([both.subject, both.subjectEs]).toEqual(['New book: The Kindness Cloud', 'Libro nuevo: La nube amable']);
  expect((await api.post(`${site.base}/api/admin/newsletter/issues/${both.id}/send`, { headers, data: { sendAt: null } })).status()).toBe(200);
  const english = await site.waitForMail((m) => m.to.includes(READER) && m.subject === both.subject);
  const spanish = await site.waitForMail((m) => m.to.includes(LECTORA) && m.subject === both.subjectEs);
  const enLink = `${site.base}/books/the-kindness-cloud-${cloud.slice(0, 8)}`;
  const esLink = `${site.base}/es/books/la-nube-amable-${nube.slice(0, 8)}`;
  expect(mailText(english)).toContain(`href="${enLink}?utm_source=newsletter`);
  expect(mailText(english)).not.toContain(esLink);
  expect(mailText(spanish)).toContain(`href="${esLink}?utm_source=newsletter`);
  expect(mailText(spanish)).toContain('Ver el libro');
  expect(mailText(spanish)).not.toContain(enLink);
  expect((await api.put(`${site.base}/api/admin/newsletter/issues/${both.id}/archive`, { headers, data: { inArchive: true } })).status()).toBe(200);

  await reader.goto('/newsletter');
  await expect(reader.getByRole('link', { name: both.subject })).toBeVisible();
  await expect(reader.getByText(both.subjectEs)).toHaveCount(0);
  await reader.goto('/es/newsletter');
  await expect(reader.getByRole('listitem').filter({ hasText: both.subjectEs })).toContainText('Enviado el ');
  await expect(reader.getByText(SUBJECT)).toHaveCount(0);
  expect(await axeViolations(reader)).toEqual([]);
  await reader.getByRole('link', { name: both.subjectEs }).click();
  await expect(reader).toHaveURL(`${site.base}/es/newsletter/${both.id}`);
  await expect(reader.getByRole('heading', { level: 1, name: both.subjectEs })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Ver el libro' })).toHaveAttribute('href', esLink);
  const feed = await (await api.get(`${site.base}/es/newsletter/feed.xml`)).text();
  expect(feed).toContain('xml:lang="es"');
  expect(feed).toContain(`<title>${both.subjectEs}</title>`);
  expect(feed).not.toContain(SUBJECT);
  await phone.close();
});
