import { expect, test, type Page } from '@playwright/test';

import { addBook, adminHeaders, axeViolations, createOwnerAccount } from './helpers';
import { mailSiteForSpec, mailText } from './mail-site';

// A team: the owner invites an assistant (an editor) from Admin → People; the invitation arrives
// at the tests' own SMTP server (internal/mail/mailtest); the assistant opens its link in a
// browser of her own, chooses a password and is signed in. The owner then removes her, and
// the assistant's open tab is signed out at its next action. A fresh site of its own: its mail
// settings and accounts reach no other spec.

const OWNER = { email: 'team-owner@example.com', password: 'Sunshine1' };
const ASSISTANT = { email: 'assistant@example.com', password: 'Helping22' };

test.describe.configure({ mode: 'serial' });

const site = mailSiteForSpec();

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('the owner invites an assistant, who joins from the mail; removed, her open tab is signed out', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await createOwnerAccount(page, site.setupLink, OWNER);
  const headers = await adminHeaders(page);
  await site.enterMailSettings(page, headers, OWNER.email);

  // People: her own account, marked, with no way to remove it (it is the only one).
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'People' }).click();
  await expect(heading(page, 'People')).toBeVisible();
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts.getByRole('listitem')).toContainText(`${OWNER.email}You`);
  await expect(accounts.getByRole('button')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // The invitation goes by mail.
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email address').fill(ASSISTANT.email);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`We sent an invitation to ${ASSISTANT.email}.`)).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Invitations waiting' });
  await expect(waiting.getByRole('listitem')).toContainText(ASSISTANT.email);
  expect(await axeViolations(page)).toEqual([]);

  // Inviting her again while it waits would only replace the link; an account's address is refused.
  await invite.getByLabel('Email address').fill(OWNER.email);
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('This address already has an account.')).toBeVisible();

  const mail = await site.waitForMail((m) => m.to.includes(ASSISTANT.email), { timeout: 30_000, message: 'the invitation arrived' });
  expect(mail.subject).toMatch(/^You are invited to the .* admin$/);
  const link = /http:\/\/\S+\/admin\/invite\?token=[A-Za-z0-9_%-]+/.exec(mailText(mail))?.[0];
  expect(link, mailText(mail)).toBeTruthy();
  expect(link!.startsWith(`${site.base}/admin/invite?token=`)).toBe(true);

  // The assistant, in a browser of her own: the site, her address, her own password.
  const assistantContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const assistant = await assistantContext.newPage();
  await assistant.goto(link!);
  await expect(assistant.getByText(`${OWNER.email} invited you to`)).toBeVisible();
  await expect(assistant.getByText(ASSISTANT.email, { exact: true })).toBeVisible();
  expect(await axeViolations(assistant)).toEqual([]);
  await assistant.getByLabel('Password', { exact: true }).fill('weak');
  await assistant.getByLabel('Confirm password').fill('weak');
  await assistant.getByRole('button', { name: 'Create My Account' }).click();
  await expect(assistant.getByText('Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter.')).toBeVisible();
  await assistant.getByLabel('Password', { exact: true }).fill(ASSISTANT.password);
  await assistant.getByLabel('Confirm password').fill(ASSISTANT.password);
  await assistant.getByRole('button', { name: 'Create My Account' }).click();
  await expect(heading(assistant, 'Dashboard')).toBeVisible();

  // The link works once.
  const again = await assistantContext.newPage();
  await again.goto(link!);
  await expect(again.getByRole('alert')).toContainText('This invitation has already been used.');
  await again.close();

  // The assistant edits a book in her own browser; History names her as the one who did.
  const bookId = await addBook(page, site.base, headers, {
    title: 'The Team Book',
    description: 'A book the whole team looks after.',
    ageRange: '3-6',
    publishDate: '2026-01-01',
    isbn: '9781234567897',
    pages: 12,
  });
  await assistant.goto(`${site.base}/admin/books/edit/${bookId}`);
  const basics = assistant.getByRole('region', { name: 'Basic Information' });
  await expect(basics.getByLabel('Title')).toHaveValue('The Team Book');
  await basics.getByLabel('Title').fill('The Team Book, Second Edition');
  await assistant.getByRole('button', { name: 'Update Book' }).click();
  await expect(assistant.getByText('"The Team Book, Second Edition" has been updated.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'History', exact: true }).click();
  const edit = page
    .getByRole('table', { name: 'History, newest first' })
    .getByRole('row')
    .filter({ hasText: 'Changed book "The Team Book, Second Edition"' });
  await expect(edit).toHaveCount(1);
  await expect(edit).toContainText(ASSISTANT.email);
  await expect(edit).not.toContainText(OWNER.email);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'People', exact: true }).click();

  // She is an editor (the invitation's role by default): the owners' screens are not in her
  // menu, their addresses say so, and the server refuses her their routes, the owner's removal
  // among them.
  await assistant.getByRole('button', { name: 'Open menu' }).click();
  const menu = assistant.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Books', exact: true })).toBeVisible();
  for (const name of ['People', 'Settings', 'Subscribers']) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await assistant.goto(`${site.base}/admin/people`);
  await expect(heading(assistant, "This page is for the site's owners")).toBeVisible();
  const ownerId = ((await (await page.request.get(`${site.base}/api/admin/me`, { headers })).json()) as { id: string }).id;
  const assistantHeaders = await adminHeaders(assistant);
  for (const [method, path] of [
    ['GET', '/api/admin/people'],
    ['GET', '/api/admin/email'],
    ['GET', '/api/admin/backups'],
    ['GET', '/api/admin/backup'],
    ['GET', '/api/admin/subscribers/export'],
    ['DELETE', `/api/admin/people/${ownerId}`],
  ] as const) {
    const res = await assistant.request.fetch(`${site.base}${path}`, { method, headers: assistantHeaders });
    expect(res.status(), `${method} ${path}`).toBe(403);
  }

  // The owner sees her as an editor, and removes her after a question naming her address. The
  // owner's own account, the only owner's, has no Remove.
  await page.reload();
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  await expect(accounts.getByRole('listitem').filter({ hasText: ASSISTANT.email })).toContainText('Editor');
  await expect(accounts.getByRole('button', { name: `Remove ${OWNER.email}` })).toHaveCount(0);
  await expect(waiting.getByText('No invitations are waiting.')).toBeVisible();
  await accounts.getByRole('button', { name: `Remove ${ASSISTANT.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this account?' });
  await expect(dialog).toContainText(`Remove ${ASSISTANT.email}?`);
  await dialog.getByRole('button', { name: 'Remove Account' }).click();
  await expect(page.getByText(`${ASSISTANT.email} can no longer sign in, and is signed out everywhere.`)).toBeVisible();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);

  // Her open tab: its next action lands on the login page.
  await assistant.getByRole('button', { name: 'Open menu' }).click();
  await assistant.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(assistant).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
  await expect(assistant.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(assistant.getByText('Need an account? Contact your administrator for registration.')).toBeVisible();
  await assistantContext.close();
});
