import { expect, test, type Page } from '@playwright/test';

import { addBook, adminHeaders, axeViolations as axe, createOwnerAccount, png } from './helpers';
import { mailSiteForSpec, mailText } from './mail-site';

// The owner writes an issue with a book card and a picture, looks at it at a phone's width,
// sends herself a test, then sends it to the Spanish readers only: the mails arrive at a real
// local SMTP server (internal/mail/mailtest/smtpd) with the one-click unsubscribe headers, and
// that unsubscribe works. The server hangs up on the first copy after its final "." without a
// word, so the report names it as one that may not have arrived, and she sends it again. A
// fresh site of its own: its mail settings reach no other spec.

const OWNER = { email: 'writer@example.com', password: 'Sunshine1' };
const READERS = { es: 'lectora@example.com', en: 'reader@example.com' };

test.describe.configure({ mode: 'serial' });

const site = mailSiteForSpec({ hangUpAfterDot: { to: READERS.es, subject: 'Spring news' } });

// WCAG 2.1 A/AA problems on the screen, the preview's frame left out: it is sandboxed without
// scripts, so axe cannot run inside it, and it shows the mail, not the admin.
const axeViolations = (page: Page) => axe(page, 'iframe[sandbox]');

const mailsTo = (to: string, subject: string) => site.received.filter((m) => m.to.includes(to) && m.subject === subject);

// The site's set-up through its admin API: mail through the local server, sign-ups subscribed
// at once, and one book with a cover.
async function setUpSite(page: Page) {
  const headers = await adminHeaders(page);
  await site.enterMailSettings(page, headers, OWNER.email);
  const newsletter = await page.request.put(`${site.base}/api/admin/settings/newsletter`, { headers, data: { confirmSignUps: false } });
  expect(newsletter.ok(), await newsletter.text()).toBe(true);
  await addBook(page, site.base, headers, { title: 'The Brave Little Seed' });
}

async function signUp(page: Page, path: string, heading: string, label: string, button: string, email: string) {
  await page.goto(`${site.base}${path}`);
  const region = page.getByRole('region', { name: heading });
  await region.getByLabel(label).fill(email);
  await region.getByRole('button', { name: button }).click();
  await expect(region.getByRole('button', { name: button })).toBeEnabled();
  await expect(region.getByLabel(label)).toHaveValue('', { timeout: 30_000 });
}

test('the owner writes, previews, tests and sends an issue to the Spanish readers', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await createOwnerAccount(page, site.setupLink, OWNER);
  await setUpSite(page);

  const visitor = await browser.newPage();
  await signUp(visitor, '/es', 'Suscríbete a nuestro boletín para familias', 'Correo electrónico', '¡Súmate a la diversión!', READERS.es);
  await signUp(visitor, '/', 'Join Our Parent Newsletter', 'Email address', 'Join the Fun!', READERS.en);
  await visitor.close();

  // The list, empty, and a new issue.
  await page.goto(`${site.base}/admin/newsletter`);
  await expect(page.getByText('No issues yet')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New issue' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write an issue' })).toBeVisible();

  await page.getByLabel('Subject', { exact: true }).fill('Spring news');
  await page.getByLabel('Preview text', { exact: true }).fill('A new book is here');
  const body = page.getByRole('textbox', { name: 'Body', exact: true });
  await body.click();
  await page.keyboard.type('Hello, dear readers!');
  await page.getByRole('button', { name: 'Insert a book' }).click();
  await page.getByRole('button', { name: 'Insert book' }).click();
  await page.getByRole('button', { name: 'Picture' }).click();
  await page.getByLabel('What the picture shows (for readers who cannot see it)').fill('A sunflower');
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'sunflower.png', mimeType: 'image/png', buffer: png(30) });
  await expect(body.locator('img[alt="A sunflower"]')).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The preview at a phone's width shows the card and the picture.
  const preview = page.frameLocator('iframe[title^="The issue as it looks"]');
  await expect(preview.getByRole('link', { name: 'The Brave Little Seed' })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'A sunflower' })).toBeVisible();
  await expect(page.locator('iframe[title^="The issue as it looks"]')).toHaveAttribute('style', /width: 375px/);
  expect(await axeViolations(page)).toEqual([]);

  // A test to her own address.
  await page.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`A test was sent to ${OWNER.email}`, { exact: false })).toBeVisible();
  await expect.poll(() => mailsTo(OWNER.email, '[Test] Spring news').length).toBe(1);

  // The Spanish readers only: one, named before it goes.
  await page.getByRole('radio', { name: 'Spanish readers' }).check();
  await expect(page.getByText('Will go to 1 subscriber.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this issue now?' });
  await dialog.getByRole('button', { name: 'Send to 1 subscriber' }).click();
  await expect(page.getByRole('heading', { name: /Sending|Report/ })).toBeVisible();

  // The mail server hung up after the copy's final "." without a word: the report does not call
  // it delivered, names it, and says what that means. At a phone's width, by keyboard, she sends
  // it again, after saying yes.
  const report = page.getByRole('region', { name: 'Report' });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByRole('list', { name: 'May not have arrived' }).getByRole('listitem')).toHaveText([READERS.es]);
  await expect(report.getByText('there is no way to tell from here', { exact: false })).toBeVisible();
  await expect(report.getByRole('definition')).toHaveText(['0', '1', '0', '0', '0']); // delivered, may not have arrived, …
  expect(mailsTo(READERS.es, 'Spring news')).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await report.getByRole('button', { name: 'Send again to 1 subscriber' }).focus();
  await page.keyboard.press('Enter');
  const again = page.getByRole('dialog', { name: 'Send again to 1 subscriber?' });
  await expect(again).toContainText('Anyone who did get it will get it a second time.');
  expect(await axeViolations(page)).toEqual([]);
  await expect(again.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(again.getByRole('button', { name: 'Send again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sending again to 1 subscriber whose copy may not have arrived.')).toBeVisible();
  await expect.poll(() => mailsTo(READERS.es, 'Spring news').length, { timeout: 30_000 }).toBe(1);
  await expect(report.getByRole('definition')).toHaveText(['1', '0', '0', '0'], { timeout: 30_000 }); // delivered, failed, …
  await expect(report.getByRole('heading', { name: 'May not have arrived' })).toHaveCount(0);
  await expect(report.getByRole('button', { name: /Send again/ })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(mailsTo(READERS.en, 'Spring news')).toEqual([]);

  // The mail can be left with one click (RFC 8058).
  const mail = mailsTo(READERS.es, 'Spring news')[0]!;
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /<(https?:[^>]+)>/.exec(mail.headers['List-Unsubscribe']!)![1]!;
  const left = await page.request.post(link.replace(/^https?:\/\/[^/]+/, site.base), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(left.ok()).toBe(true);
  const headers = await adminHeaders(page);
  const list = (await (await page.request.get(`${site.base}/api/admin/subscribers?q=${READERS.es}`, { headers })).json()) as {
    subscribers: Array<{ status: string }>;
  };
  expect(list.subscribers.map((s) => s.status)).toEqual(['unsubscribed']);

  // The list names it sent; the screens have no accessibility problems on a phone either.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${site.base}/admin/newsletter`);
  await expect(page.getByText(/^Sent /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// One issue, two versions (#44): she writes the English one, then the Spanish one in its tab,
// by keyboard; the book card she inserts there speaks Spanish and links the Spanish page. Each
// reader gets their own language's version.
test('the owner writes an issue in English and in Spanish; each reader gets their own', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const lectora = 'lectora2@example.com';
  const visitor = await browser.newPage();
  await signUp(visitor, '/es', 'Suscríbete a nuestro boletín para familias', 'Correo electrónico', '¡Súmate a la diversión!', lectora);
  await visitor.close();

  await page.goto(`${site.base}/admin/login`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto(`${site.base}/admin/newsletter`);
  await page.getByRole('button', { name: 'New issue' }).first().click();
  await page.getByLabel('Subject', { exact: true }).fill('Summer news');
  await page.getByRole('textbox', { name: 'Body', exact: true }).click();
  await page.keyboard.type('Hello again!');
  await expect(page.getByRole('tab', { name: /^English/ })).toHaveAccessibleName(/written/);

  // The Spanish tab, by keyboard: its subject begun, its body not yet.
  await page.getByRole('tab', { name: /^English/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Español/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Subject', { exact: true })).toBeHidden();
  await page.getByLabel('Subject (Spanish)').fill('Noticias de verano');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('textbox', { name: 'Body (Spanish)' })).toBeVisible();
  await expect(page.getByText('Please write the newsletter before sending it.')).toBeVisible();

  const body = page.getByRole('textbox', { name: 'Body (Spanish)' });
  await body.click();
  await page.keyboard.type('¡Hola otra vez!');
  await page.getByRole('button', { name: 'Insert a book' }).click();
  await page.getByRole('button', { name: 'Insert book' }).click();
  await expect(body.getByRole('link', { name: 'Ver el libro' })).toBeVisible();
  const preview = page.frameLocator('iframe[title^="The issue as it looks"]');
  await expect(preview.getByRole('link', { name: 'Ver el libro' })).toHaveAttribute('href', /\/es\/books\/the-brave-little-seed-/);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('dialog', { name: 'Send this issue now?' }).getByRole('button', { name: /^Send to 2 subscribers/ }).click();
  await expect.poll(() => mailsTo(lectora, 'Noticias de verano').length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => mailsTo(READERS.en, 'Summer news').length, { timeout: 30_000 }).toBe(1);
  expect(mailsTo(lectora, 'Summer news')).toEqual([]);
  expect(mailText(mailsTo(lectora, 'Noticias de verano')[0]!)).toContain('/es/books/the-brave-little-seed-');
});
