import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations, createAdmin, signInAsAdmin } from './helpers';

// The Account screen with the owner signed in on two devices (two browser contexts): a new
// password signs the other device out and keeps this one; then one device signs the other out
// from the devices list. The server allows 20 sign-in attempts per address in 15 minutes: this
// file makes 3.

const OWNER = { email: 'account-owner@example.com', password: 'Sunshine1', newPassword: 'Moonlight22' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe.configure({ mode: 'serial' });

let laptop: BrowserContext;
let phone: BrowserContext;
let laptopPage: Page;
let phonePage: Page;

const devices = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

// A signed-out device finds out at its next request: moving to another screen (through the
// menu, behind its button at phone width), the screen's load is refused, and the app goes to
// the sign-in page.
async function expectSignedOut(page: Page, screen: string) {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: screen, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  createAdmin(OWNER.email, OWNER.password);
  laptop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  phone = await browser.newContext({ viewport: { width: 375, height: 812 }, userAgent: IPHONE });
  laptopPage = await laptop.newPage();
  phonePage = await phone.newPage();
  await signInAsAdmin(laptopPage, OWNER.email, OWNER.password);
  await signInAsAdmin(phonePage, OWNER.email, OWNER.password);
});

test.afterAll(async () => {
  await laptop?.close();
  await phone?.close();
});

test('the Account screen lists both devices, this one marked', async () => {
  await laptopPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
  await expect(laptopPage).toHaveURL(/\/admin\/account$/);
  await expect(heading(laptopPage, 'Account')).toBeVisible();
  await expect(devices(laptopPage)).toHaveCount(2);
  await expect(devices(laptopPage).filter({ hasText: 'This device' })).toContainText('Chrome on Linux');
  await expect(devices(laptopPage).filter({ hasText: 'Safari on iPhone' })).toContainText('Network127.0.0.1');
  // No mail server in the tests: the screen says the address cannot be changed, and claims no mail.
  const email = laptopPage.getByRole('region', { name: 'Email address' });
  await expect(email).toContainText(`You sign in with ${OWNER.email}.`);
  await expect(email).toContainText('cannot be confirmed until email is set up');
  await expect(email).not.toContainText('We sent');
  expect(await axeViolations(laptopPage)).toEqual([]);
});

test('the screen works at phone width', async () => {
  await phonePage.goto('/admin/account');
  await expect(heading(phonePage, 'Account')).toBeVisible();
  await expect(devices(phonePage).filter({ hasText: 'This device' })).toContainText('Safari on iPhone');
  const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(phonePage)).toEqual([]);
});

test('a new password signs the other device out and keeps this one', async () => {
  const form = laptopPage.getByRole('region', { name: 'Password' });
  await form.getByLabel('Current password').fill('NotMyPassword1');
  await form.getByLabel('New password', { exact: true }).fill(OWNER.newPassword);
  await form.getByLabel('Confirm new password').fill(OWNER.newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('Your current password is not right.');
  await expect(form.getByLabel('Current password')).toBeFocused();

  await form.getByLabel('Current password').fill(OWNER.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(laptopPage.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  await expect(devices(laptopPage)).toHaveCount(1);

  await expectSignedOut(phonePage, 'Books');

  // This device stays signed in, across a reload too.
  await laptopPage.reload();
  await expect(heading(laptopPage, 'Account')).toBeVisible();
  await expect(devices(laptopPage)).toHaveCount(1);
});

test('signing the other device out from the devices list', async () => {
  await phonePage.getByLabel('Email').fill(OWNER.email);
  await phonePage.getByLabel('Password', { exact: true }).fill(OWNER.newPassword);
  await phonePage.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Back where the sign-out caught her.
  await expect(heading(phonePage, 'Books')).toBeVisible();

  await laptopPage.reload();
  await expect(devices(laptopPage)).toHaveCount(2);
  await laptopPage.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  const dialog = laptopPage.getByRole('dialog', { name: 'Sign out this device?' });
  await expect(dialog).toContainText('Sign out Safari on iPhone (network 127.0.0.1)?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Sign Out Device' }).click();
  await expect(laptopPage.getByText('Safari on iPhone has been signed out.')).toBeVisible();
  await expect(devices(laptopPage)).toHaveCount(1);
  await expect(laptopPage.getByText('You are signed in on this device only.')).toBeVisible();

  await expectSignedOut(phonePage, 'Authors');
});
