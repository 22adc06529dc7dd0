import { expect, test } from '@playwright/test';

import { createOwnerAccount } from './helpers';
import { mailSiteForSpec } from './mail-site';

// A new owner on a fresh site sets up email from the admin, against a real local SMTP server:
// the tests' own (internal/mail/mailtest), run by its small command, which reports each mail
// it receives. The site is a fresh one of its own (no demo, no admin yet), so the mail
// settings saved here reach no other spec.

const OWNER = { email: 'new-owner@example.com', password: 'Sunshine1' };
const SMTP = { user: 'books@example.com', password: 'App-Pass-2026' };

test.describe.configure({ mode: 'serial' });

// The site (`storyshelf serve` on an empty data folder prints the link that creates the admin),
// and a relay that refuses mail without SMTP's sign-in.
const site = mailSiteForSpec({ relayLogin: SMTP });

test('a new owner sets up email from the admin and a test mail arrives', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Her account, from the link the site printed.
  await createOwnerAccount(page, site.setupLink, OWNER);

  // Without email the sign-in page tells her where to look if she forgets her password.
  const stranger = await browser.newPage();
  await stranger.goto(`${site.base}/admin/login`);
  await expect(stranger.getByRole('heading', { name: 'Forgot your password while email is not set up?' })).toBeVisible();
  await expect(stranger.getByTestId('recovery-note')).toContainText('storyshelf admin reset-password --email you@example.com');
  await stranger.goto(`${site.base}/admin/forgot-password`);
  await stranger.getByLabel('Email').fill(OWNER.email);
  await stranger.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(stranger.getByRole('status')).toHaveText(
    'This site cannot send email yet, so no reset email can be sent now. If this is your site, the sign-in page says how to set a new password.',
  );

  // The dashboard says first that email is not set up, with the reset mail waiting, and leads
  // to Settings → Email.
  await page.reload();
  const notice = page.getByRole('region', { name: 'Email is not set up yet' });
  await expect(notice).toContainText('1 mail is waiting to be sent.');
  await notice.getByRole('link', { name: 'Set up email in Settings → Email' }).click();
  const email = page.getByRole('region', { name: 'Email', exact: true });
  await expect(email).toContainText('Email is not set up yet');

  await email.getByLabel('Mail server').fill(site.smtp.host);
  await email.getByLabel('Security').selectOption('none');
  await email.getByLabel('Port').fill(site.smtp.port);
  await email.getByLabel('User name').fill(SMTP.user);
  await email.getByLabel('Password').fill('Not-The-Password');
  await email.getByLabel('Sender address').fill(SMTP.user);

  // A wrong password: the mail server's refusal in plain words, and nothing arrives.
  await email.getByRole('button', { name: 'Send a test email' }).click();
  await expect(email.getByText(/The test email was not sent\./)).toContainText(
    'The mail server refused the user name or password. The server said: “535',
  );

  // The right one: saved, never shown again; the waiting mail goes out.
  await email.getByLabel('Password').fill(SMTP.password);
  await email.getByRole('button', { name: 'Save Email' }).click();
  await expect(page.getByText('Email settings saved. The site can send email now.')).toBeVisible();
  await expect(email.getByText('A password is saved.')).toBeVisible();
  await expect(email.getByLabel('Password')).toHaveCount(0);
  await expect(email).toContainText('The site can send email.');

  await email.getByRole('button', { name: 'Send a test email' }).click();
  await expect(email.getByRole('status')).toContainText(`A test email was sent to ${OWNER.email}.`);
  expect(await site.waitForMail((m) => m.subject.startsWith('Test email from'), { timeout: 15_000 })).toMatchObject({
    to: [OWNER.email],
    from: SMTP.user,
    username: SMTP.user,
  });
  expect(
    await site.waitForMail((m) => m.subject.startsWith('Reset your'), { timeout: 30_000, message: 'the waiting reset mail went out' }),
  ).toMatchObject({ to: [OWNER.email] });

  // The dashboard no longer warns; the sign-in page no longer needs the command.
  await page.goto(`${site.base}/admin`);
  await expect(page.getByRole('region', { name: 'Books', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email is not set up yet' })).toHaveCount(0);
  await stranger.goto(`${site.base}/admin/login`);
  await expect(stranger.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(stranger.getByTestId('recovery-note')).toHaveCount(0);
  await stranger.close();
});
