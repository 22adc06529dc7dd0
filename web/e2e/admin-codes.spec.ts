import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { expect, test, type BrowserContext, type Page } from '@playwright/test';

import { axeViolations, createAdmin, signInAsAdmin, downloadByClicking } from './helpers';

// Sign-in codes end to end: the owner turns them on from the key the Account page shows,
// saves her recovery codes, then signs in with a code from the app, then with a recovery code,
// and a used recovery code is refused. The test is her authenticator app: it makes the codes
// from the key (RFC 6238). Sign-in attempts (password and code) from this file: 9 of the 20
// an address may make in 15 minutes.

const OWNER = { email: 'codes-owner@example.com', password: 'Sunshine1' };

test.describe.configure({ mode: 'serial' });

// TOTP as an authenticator app makes it: HMAC-SHA1 of the 30-second step under the base32
// key, cut to six digits.
function totp(key: string, step: number) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...key.replace(/[\s=]/g, '').toUpperCase()].map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0')).join('');
  const secret = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const stepNow = () => Math.floor(Date.now() / 30_000);

let context: BrowserContext;
let page: Page;
let key = '';
let usedStep = 0; // the newest step a code was used for: the server takes each once
let recoveryCodes: string[] = [];

// A code the server has not seen: this step's, or the next one's (it takes one step either
// side of now) when this step's was used.
function freshCode() {
  const step = Math.max(stepNow(), usedStep + 1);
  usedStep = step;
  return totp(key, step);
}

const codes = () => page.getByRole('region', { name: 'Sign-in codes' });

async function signOut() {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

// The password step, which now leads to the second step.
async function password() {
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  createAdmin(OWNER.email, OWNER.password);
  context = await browser.newContext();
  page = await context.newPage();
  await signInAsAdmin(page, OWNER.email, OWNER.password);
});

test.afterAll(async () => {
  await context?.close();
});

test('the owner turns on sign-in codes with her password and a first code', async () => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
  await expect(codes()).toContainText('Sign-in codes are off.');
  await codes().getByRole('button', { name: 'Turn On Sign-in Codes' }).click();
  await expect(codes().getByLabel('Current password')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await codes().getByLabel('Current password').fill(OWNER.password);
  await codes().getByRole('button', { name: 'Continue' }).click();

  await expect(codes().getByRole('img', { name: 'QR code of your sign-in key, for your authenticator app' })).toBeVisible();
  key = (await codes().locator('code').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32,}$/);
  expect(await axeViolations(page)).toEqual([]);

  const field = codes().getByLabel('6-digit code from the app');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill('000000');
  await codes().getByRole('button', { name: 'Turn On Sign-in Codes' }).click();
  await expect(field).toHaveAccessibleDescription(/That code is not right/);
  await field.fill(freshCode());
  await codes().getByRole('button', { name: 'Turn On Sign-in Codes' }).click();

  await expect(codes().getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  const items = codes().getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  recoveryCodes = await items.allInnerTexts();
  expect(await axeViolations(page)).toEqual([]);

  const file = await downloadByClicking(codes().getByRole('button', { name: 'Download as a Text File' }));
  expect(file.suggestedFilename()).toBe('recovery-codes.txt');
  const text = readFileSync((await file.path())!, 'utf8');
  for (const code of recoveryCodes) expect(text).toContain(code);

  await codes().getByRole('button', { name: 'I Have Saved My Codes' }).click();
  await expect(codes()).toContainText('Sign-in codes are on.');
  await expect(codes()).toContainText('10 recovery codes left');
  await expect(codes().getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('she signs in with a code from her app', async () => {
  await signOut();
  await password();
  const field = page.getByLabel('Enter the 6-digit code from your authenticator app');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  expect(await axeViolations(page)).toEqual([]);
  await field.fill(freshCode());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('she signs in with a recovery code, and a used one is refused', async () => {
  await signOut();
  await password();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await signOut();
  await password();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(/That code is not right, or it was already used/);
  await expect(page).toHaveURL(/\/admin\/login$/);

  // Another of her codes still works; the Account page then counts what is left.
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.goto('/admin/account');
  await expect(codes()).toContainText('8 recovery codes left');
});
