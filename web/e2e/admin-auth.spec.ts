import { expect, test, type Page } from '@playwright/test';

import { axeViolations, createAdmin, runBinary } from './helpers';

// Sign-in, the session across reloads and tabs, sign-out everywhere, and the password reset.
// The server allows 10 sign-in attempts per account and 20 per address in 15 minutes: this
// file makes 3, admin-shell.spec.ts 1.

const OWNER = { email: 'owner@example.com', password: 'Sunshine1' };
const RESET_OWNER = { email: 'reset-owner@example.com', password: 'Sunshine1', newPassword: 'Rainbow42Go' };

type OutboxMail = { to: string; subject: string; text: string; status: string; createdAt?: string };

// The newest reset link mailed to `to` (the outbox lists the newest mail first).
async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const { mail } = JSON.parse(runBinary(['outbox', '--limit', '5'])) as { mail: OutboxMail[] };
        const match = mail.find((m) => m.to.includes(to))?.text.match(/\/admin\/reset-password\?token=[^\s"'<>)]+/);
        link = match?.[0];
        return link;
      },
      { timeout: 15_000, message: `a reset mail to ${to} in the outbox` },
    )
    .toBeTruthy();
  return link!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Dashboard' });

test.beforeAll(() => {
  createAdmin(OWNER.email, OWNER.password);
  createAdmin(RESET_OWNER.email, RESET_OWNER.password);
});

test('an anonymous visit to an admin page lands on the login page', async ({ page }) => {
  await page.goto('/admin/books');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Need an account? Contact your administrator for registration.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/admin/forgot-password',
  );
});

test('the login form checks its fields, then shows the server refusing a wrong password', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();

  await signIn(page, OWNER.email, 'WrongPassword1');
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('signing in: dashboard, reload, a second tab, and signing out of every tab', async ({ page, context }) => {
  await page.goto('/admin/login');
  await signIn(page, OWNER.email, OWNER.password);

  await expect(page).toHaveURL(/\/admin$/);
  await expect(dashboardHeading(page)).toBeVisible();
  // The demo site has books but no email or backups set up: the first-run checklist stands in
  // for the greeting.
  const checklist = page.getByRole('region', { name: 'Get your site ready' });
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Add your first book' })).toContainText('Done');
  await expect(checklist.getByRole('listitem').filter({ hasText: 'Set up email' })).toContainText('To do');
  await expect(page.getByText('Welcome back,')).toHaveCount(0);
  const visits = page.getByRole('region', { name: 'Visits (last 30 days)' });
  await expect(visits).toContainText(/\d/);
  await expect(visits).toContainText("measured by Storyshelf's own cookie-less analytics");
  await expect(page.getByRole('region', { name: 'Books', exact: true })).toContainText(/\d/);
  const recentBooks = page.getByRole('region', { name: 'Recent Books' });
  await expect(recentBooks.getByRole('link')).toHaveCount(5);
  await expect(recentBooks.getByRole('link').first()).toHaveAttribute('href', /^\/admin\/books\/edit\/[\w-]+$/);
  await expect(page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem').first()).toContainText(
    /ago|just now/,
  );
  // The owner sees what happened to the site's emails (no mail server in the tests: they wait,
  // and the dashboard says so first).
  await expect(page.getByRole('region', { name: 'Recent Emails' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email is not set up yet' })).toBeVisible();

  // The access token lives in memory only.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toMatch(/token/i);

  // A reload stays signed in (the refresh cookie brings the session back).
  await page.reload();
  await expect(dashboardHeading(page)).toBeVisible();

  // A signed-in visit to the login page goes to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(dashboardHeading(page)).toBeVisible();

  // A second tab shares the session.
  const second = await context.newPage();
  await second.goto('/admin');
  await expect(dashboardHeading(second)).toBeVisible();

  // Signing out in the second tab signs the first one out too.
  await second.getByRole('button', { name: 'Logout' }).click();
  await expect(second).toHaveURL(/\/admin\/login$/);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // The session ended on the server: a reload stays on the login page.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a reset link is needed, and an unknown one is refused', async ({ page }) => {
  await page.goto('/admin/reset-password');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid or expired recovery link. Please request a new password reset.',
  );
  await page.getByRole('link', { name: 'Request a new password reset' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);

  await page.goto('/admin/reset-password?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid or expired recovery link. Please request a new password reset.',
  );
});

test('the whole password reset: request, mail, new password, sign in', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);

  await page.getByLabel('Email').fill(RESET_OWNER.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // No mail server in the tests: the answer says no mail went out (admin-email.spec.ts sets one
  // up), and the link waits in the outbox.
  await expect(page.getByRole('status')).toHaveText(
    'This site cannot send email yet, so no reset email can be sent now. If this is your site, the sign-in page says how to set a new password.',
  );

  const link = await resetLinkFor(RESET_OWNER.email);
  // The page's clock is Playwright's, running with real time until the test stops it.
  await page.clock.install();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();

  // The client-side rules first.
  await page.getByLabel('New password').fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password does not meet requirements: it needs at least 8 characters, a number and an uppercase letter.')).toBeVisible();
  await page.getByLabel('New password').fill(RESET_OWNER.newPassword);
  await page.getByLabel('Confirm password').fill(`${RESET_OWNER.newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel('Confirm password').fill(RESET_OWNER.newPassword);
  // The login page comes 3 s after the answer. From here the page's clock moves only when the
  // test moves it: a millisecond at a time until the answer shows (the page's zero-delay timers
  // run), then to 2.9 s, where the page must still be there, and past 3 s, where it must have
  // gone. How slow the machine is changes none of it.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const status = page.getByRole('status');
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return status.allTextContents();
    })
    .toEqual(['Password reset successful! Redirecting to login...']);
  await page.clock.runFor(2_900);
  await expect(status).toHaveText('Password reset successful! Redirecting to login...');
  await expect(page).toHaveURL(/\/admin\/reset-password\?token=/);
  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.clock.resume();

  await signIn(page, RESET_OWNER.email, RESET_OWNER.newPassword);
  await expect(dashboardHeading(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get your site ready' })).toBeVisible();

  // The link was used up.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid or expired recovery link. Please request a new password reset.',
  );
});

test('axe finds no WCAG 2.1 A/AA violations on the sign-in pages', async ({ page }) => {
  for (const path of ['/admin/login', '/admin/forgot-password', '/admin/reset-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await axeViolations(page)).map((v) => ({ path, ...v }))).toEqual([]);
  }
});
