import { expect, test, type Page } from '@playwright/test';

import { openAdminPage, runBinary } from './helpers';

const ADMIN = { email: 'newsletter-owner@example.com', password: 'Sunshine1' };

// The outbox as the binary prints it: proof of the mails queued.
function outbox(): Array<{ kind: string; to: string; subject: string; text: string; headers?: Record<string, string> }> {
  return JSON.parse(runBinary(['outbox', '--limit', '50'])).mail;
}

function newsletter(page: Page) {
  const region = page.getByRole('region', { name: 'Join Our Parent Newsletter' });
  return {
    region,
    field: region.getByLabel('Email address'),
    button: region.getByRole('button', { name: /Join the Fun!|Submitting.../ }),
  };
}

test.describe('newsletter form', () => {
  test('checks the address before sending', async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter')) sent++;
    });
    await page.goto('/');
    const form = newsletter(page);
    await form.button.click();
    await expect(form.region.getByText('Please enter your email address.')).toBeVisible();
    await form.field.fill('parent@example');
    await form.button.click();
    await expect(form.region.getByText('Please enter a valid email address.')).toBeVisible();
    expect(sent).toBe(0);
  });

  test('subscribes, shows the answer, clears the field and queues the mail asking to confirm', async ({ page }) => {
    await page.goto('/');
    const form = newsletter(page);
    const email = `parent-${Date.now()}@example.com`;
    await form.field.fill(email);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/newsletter', async (route) => {
      await held; // hold the answer so the submitting state can be seen
      await route.continue();
    });
    await form.button.click();
    await expect(form.region.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(form.field).toBeDisabled();
    release();
    await expect(form.region.getByText(/^Thank you for subscribing!/)).toBeVisible();
    await expect(form.field).toHaveValue('');
    await expect(form.region.getByRole('button', { name: 'Join the Fun!' })).toBeEnabled();

    // No mail server in the tests: the answer promises no mail, and the one asking to confirm
    // waits in the outbox; no welcome before confirming.
    await expect(form.region.getByText('Thank you for subscribing!', { exact: true })).toBeVisible();
    const mails = outbox().filter((m) => m.to === email);
    expect(mails.map((m) => m.kind)).toEqual(['newsletter.confirm']);
    expect(mails[0]!.subject).toContain('Confirm your subscription');

    // Subscribing again is fine and sends nothing more.
    await page.unroute('**/api/newsletter');
    await form.field.fill(email);
    await form.button.click();
    await expect(form.region.getByText(/^Thank you for subscribing!/)).toBeVisible();
    expect(outbox().filter((m) => m.to === email)).toHaveLength(1);
  });

  test("a parent confirms from the mail; the owner sees it; the welcome mail's unsubscribe link works", async ({
    page,
    browser,
  }) => {
    await page.goto('/about');
    const form = newsletter(page);
    const email = `leaver-${Date.now()}@example.com`;
    await form.field.fill(email);
    await form.button.click();
    await expect(form.region.getByText(/^Thank you for subscribing!/)).toBeVisible();
    const confirm = outbox().find((m) => m.kind === 'newsletter.confirm' && m.to === email)!;
    await page.goto(/https?:\/\/\S+\/confirm-subscription\?token=\S+/.exec(confirm.text)![0]);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { name: "You're subscribed!" })).toBeVisible();

    const owner = await openAdminPage(browser, ADMIN);
    try {
      await owner.page.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
      const person = owner.page.getByRole('listitem').filter({ has: owner.page.getByRole('heading', { level: 2, name: email }) });
      await expect(person.getByText('Subscribed', { exact: true })).toBeVisible();
      await expect(person).toContainText('Confirmed');
    } finally {
      await owner.context.close();
    }

    let welcome: ReturnType<typeof outbox>[number] | undefined;
    await expect
      .poll(() => (welcome = outbox().find((m) => m.kind === 'newsletter.welcome' && m.to === email)), {
        timeout: 15_000,
        message: `the welcome mail to ${email} in the outbox`,
      })
      .toBeTruthy();
    expect(welcome!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(welcome!.text)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Unsubscribe?' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('shows the server message, or the error, when sending fails', async ({ page }) => {
    await page.goto('/');
    const form = newsletter(page);
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
    );
    await form.field.fill('parent@example.com');
    await form.button.click();
    await expect(form.region.getByText('Subscription failed with status: 503')).toBeVisible();
    await expect(form.field).toHaveValue('parent@example.com');

    await page.route('**/api/newsletter', (route) => route.abort());
    await form.button.click();
    await expect(form.region.getByText(/Failed to fetch|An error occurred. Please try again./)).toBeVisible();
  });
});
