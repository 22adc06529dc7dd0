import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

import { axeViolations, createAdmin, signInAsAdmin } from './helpers';

// Passkeys with Chromium's virtual authenticator (CDP WebAuthn): the owner adds one named
// "Laptop" on the Account screen, signs out, signs in with "Sign in with a passkey", and
// removes it; the login page also offers it in the email field's suggestions. The test server listens on 127.0.0.1 with no PUBLIC_URL; browsers accept no
// numeric address for passkeys, and the server names the loopback address localhost (the same
// machine), so this spec opens the site as localhost. It makes 2 password sign-ins.

const OWNER = { email: 'passkey-owner@example.com', password: 'Sunshine1' };

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;

const section = (p: Page) => p.getByRole('region', { name: 'Passkeys' });

test.beforeAll(async ({ browser, baseURL }) => {
  createAdmin(OWNER.email, OWNER.password);
  const local = new URL(baseURL!);
  local.hostname = 'localhost';
  context = await browser.newContext({ baseURL: local.origin });
  page = await context.newPage();
  cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  }));
  await signInAsAdmin(page, OWNER.email, OWNER.password);
});

test.afterAll(async () => {
  await context?.close();
});

test('the owner adds a passkey named Laptop', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
  const passkeys = section(page);
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

  // Without her password nothing is asked of the device.
  await passkeys.getByRole('textbox', { name: 'Name' }).fill('Laptop');
  await passkeys.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(passkeys.getByRole('textbox', { name: 'Current password' })).toHaveAccessibleDescription('Please enter your current password.');

  await passkeys.getByRole('textbox', { name: 'Current password' }).fill(OWNER.password);
  await passkeys.getByRole('button', { name: 'Add a Passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  const row = passkeys.getByRole('listitem').filter({ hasText: 'Laptop' });
  await expect(row).toContainText('Not yet');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

// The virtual authenticator answers at once whatever asks, the email field's waiting
// suggestion too: to try the button, the login page's first begin (the suggestion's) fails,
// which the page takes quietly.
const withoutSuggestion = () => page.route('**/api/auth/passkey/begin', (route) => route.abort(), { times: 1 });

test('she signs out and signs in with "Sign in with a passkey"', async () => {
  await withoutSuggestion();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
  await expect(section(page).getByRole('listitem').filter({ hasText: 'Laptop' })).not.toContainText('Not yet');
});

test('the login page offers the passkey in the email field', async () => {
  // Opening the login page starts the autofill request, which the authenticator answers.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
  await expect(section(page)).toBeVisible();
});

test('she renames it, then removes it with her password', async () => {
  const passkeys = section(page);
  await passkeys.getByRole('button', { name: 'Rename Laptop' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename passkey' });
  await rename.getByLabel('Name').fill('Work laptop');
  await rename.getByRole('button', { name: 'Rename Passkey' }).click();
  await expect(passkeys.getByRole('listitem').filter({ hasText: 'Work laptop' })).toBeVisible();

  await passkeys.getByRole('button', { name: 'Remove Work laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await dialog.getByLabel('Current password').fill('NotMyPassword1');
  await dialog.getByRole('button', { name: 'Remove Passkey' }).click();
  await expect(dialog.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is not right.');
  await dialog.getByLabel('Current password').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Remove Passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a passkey no longer on the account does not sign in', async () => {
  // The authenticator still holds the removed passkey.
  await withoutSuggestion();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('That passkey was not accepted.');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
