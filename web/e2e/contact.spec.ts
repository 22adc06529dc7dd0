import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './helpers';

const ALERT_TEXT = 'There was an error submitting the form. Please try again later.';
const THANKS = "Thank you for your message! We'll get back to you soon.";

function form(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Your name' }),
    email: page.getByRole('textbox', { name: 'Email address' }),
    subject: page.getByRole('combobox', { name: 'Subject' }),
    message: page.getByRole('textbox', { name: 'Message' }),
    send: page.getByRole('button', { name: 'Send Message' }),
  };
}

async function fillIn(page: Page) {
  const f = form(page);
  await f.name.fill('Maria Lopez');
  await f.email.fill('maria@example.com');
  await f.subject.selectOption('School Visit Request');
  await f.message.fill('Could the author visit our second grade class in May?');
  return f;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function expectKept(page: Page) {
  const f = form(page);
  await expect(f.name).toHaveValue('Maria Lopez');
  await expect(f.email).toHaveValue('maria@example.com');
  await expect(f.subject).toHaveValue('School Visit Request');
  await expect(f.message).toHaveValue('Could the author visit our second grade class in May?');
}

test.describe('contact page', () => {
  test('shows the form, the Get in Touch panel and the FAQ', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page).toHaveTitle('Contact | Storyshelf');

    await expect(form(page).subject.getByRole('option')).toHaveText([
      'Choose a subject',
      'Book Question',
      'Download Issue',
      'School Visit Request',
      'Feedback',
      'Other',
    ]);

    const panel = page.getByRole('region', { name: 'Get in Touch' });
    await expect(panel.getByRole('link')).toHaveCount(3);
    await expect(panel.getByRole('link', { name: 'hello@storyshelf.example' })).toHaveAttribute(
      'href',
      'mailto:hello@storyshelf.example',
    );
    await expect(panel.getByRole('link', { name: 'visits@storyshelf.example' })).toHaveAttribute(
      'href',
      'mailto:visits@storyshelf.example',
    );
    await expect(panel.getByRole('link', { name: 'media@storyshelf.example' })).toHaveAttribute(
      'href',
      'mailto:media@storyshelf.example',
    );

    // FAQ answers open and close from the keyboard.
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const spanish = faq.getByText('Are the books available in Spanish?');
    const answer = faq.getByText('Our books are available in English and Spanish');
    await expect(answer).toBeHidden();
    await spanish.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
    await faq.getByText('Are the learning materials really free?').click();
    await expect(faq.getByText(/free to download/)).toBeVisible();
    await faq.getByText('Do you offer school visits?').click();
    await expect(faq.getByText(/school visits are possible/)).toBeVisible();

    // The honeypot is never shown.
    await expect(page.locator('input[name="website"]')).not.toBeInViewport();
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  });

  test('sends a message to the server, thanks the visitor, and starts over empty', async ({ page }) => {
    await page.goto('/contact');
    const f = await fillIn(page);

    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await f.send.click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(response.request().postData() ?? '').get('subject')).toBe('School Visit Request');

    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();

    await page.getByRole('button', { name: 'Send another message' }).click();
    const again = form(page);
    await expect(again.name).toHaveValue('');
    await expect(again.email).toHaveValue('');
    await expect(again.subject).toHaveValue('');
    await expect(again.message).toHaveValue('');
    await expect(again.name).toBeFocused();
  });

  test('checks the required fields before sending', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact')) posts.push(r.url());
    });
    await page.goto('/contact');
    const f = form(page);
    await f.send.click();

    await expect(f.name).toHaveAccessibleDescription('Please enter your name.');
    await expect(f.email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(f.subject).toHaveAccessibleDescription('Please choose a subject.');
    await expect(f.message).toHaveAccessibleDescription('Please enter your message.');
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toBeFocused();

    await f.name.fill('Maria');
    await f.email.fill('maria@example');
    await f.send.click();
    await expect(f.name).toHaveAttribute('aria-invalid', 'false');
    await expect(f.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(f.email).toBeFocused();
    expect(posts).toEqual([]);
  });

  for (const [what, handler] of [
    ['the server is unreachable', (route: import('@playwright/test').Route) => route.abort()],
    [
      'the server fails',
      (route: import('@playwright/test').Route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
        }),
    ],
  ] as const) {
    test(`alerts and keeps the text when ${what}`, async ({ page }) => {
      await page.goto('/contact');
      await page.route('**/api/contact', handler);
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        await dialog.accept();
      });

      const f = await fillIn(page);
      await f.send.click();

      await expect.poll(() => dialogs).toEqual([`alert: ${ALERT_TEXT}`]);
      await expectKept(page);
      await expect(page.getByRole('heading', { name: 'Thank you!' })).toHaveCount(0);
      await expect(f.send).toBeEnabled();
      await expect(f.send).toBeFocused();
    });
  }

  test("shows the server's field messages on a 400", async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'invalid',
            message: 'Please fill in all required fields.',
            fields: { subject: 'Please choose one of the listed subjects.' },
          },
        }),
      }),
    );
    let alerted = false;
    page.on('dialog', async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });

    const f = await fillIn(page);
    await f.send.click();
    await expect(f.subject).toHaveAccessibleDescription('Please choose one of the listed subjects.');
    await expect(f.subject).toBeFocused();
    await expectKept(page);
    expect(alerted).toBe(false);
  });

  test('the error and thank-you states pass axe too', async ({ page }) => {
    await page.goto('/contact');
    await form(page).send.click();
    await expect(form(page).name).toHaveAttribute('aria-invalid', 'true');
    await page.getByText('Do you offer school visits?').click();
    await expectNoAxeViolations(page);

    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: THANKS }) }),
    );
    const f = await fillIn(page);
    await f.send.click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('at 375px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('fits the screen and can be used with the keyboard', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const f = form(page);
      await f.name.focus();
      await page.keyboard.press('Tab');
      await expect(f.email).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(f.subject).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(f.message).toBeFocused();
      // The honeypot is skipped.
      await page.keyboard.press('Tab');
      await expect(f.send).toBeFocused();
    });
  });
});
