import { readFileSync } from 'node:fs';

import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';

import { axeViolations, failWith500, type DemoBook, kindnessCloud, privacyUpdatedLine, runBinary, downloadByClicking } from './helpers';

// The demo's kit: the spec's fallback wording, three files.
const HEADLINE = 'Start your ripple with a free kindness kit!';
const SUBHEADLINE = 'Download the audiobook, coloring pages, and gentle activities.';
const LINKS = ['Parent Guide (PDF)', 'Kindness Chart (Image)', 'Kindness Song (Audio)'];

function kitForm(page: Page) {
  const block = page.getByRole('region', { name: HEADLINE });
  return {
    block,
    email: block.getByRole('textbox', { name: 'Email address' }),
    name: block.getByRole('textbox', { name: 'Your name (optional)' }),
    agree: block.getByRole('checkbox', { name: 'I agree to receive occasional updates.' }),
    submit: block.getByRole('button', { name: /^(Get My Free Kit|Submitting\.\.\.)$/ }),
  };
}

const isSignup = (request: Request) => request.method() === 'POST' && /\/api\/kits\/[^/]+\/signup$/.test(request.url());

async function openKitBook(page: Page, request: APIRequestContext) {
  const { ref } = await kindnessCloud(request);
  await page.goto(`/books/${ref}`);
  const form = kitForm(page);
  await expect(form.block).toBeVisible();
  return form;
}

// The statistics of the server global-setup started (see e2e/analytics.spec.ts).
function stats(): { downloads: Array<{ key: string; label: string }>; forms: Array<{ key: string }> } {
  return JSON.parse(runBinary(['stats', '--days', '1']));
}

test.describe('kindness kit sign-up', () => {
  test('shows on the book with a kit, from the data embedded in the page, and not on others', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    const kitCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/kit')) kitCalls.push(r.url());
    });
    await page.goto(`/books/${ref}`);
    const form = kitForm(page);

    await expect(form.block.getByRole('heading', { level: 2, name: HEADLINE })).toBeVisible();
    await expect(form.block).toContainText('The Kindness Cloud Kit');
    await expect(form.block).toContainText(SUBHEADLINE);
    await expect(form.block.locator('img')).toHaveAttribute('src', /^\/files\/covers\//);
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.submit).toHaveText('Get My Free Kit');
    // Between the videos link and 'Fun Learning Materials' (spec §2).
    const videos = page.getByRole('link', { name: 'Watch Videos & Listen to Songs' });
    const materials = page.getByRole('heading', { level: 2, name: 'Fun Learning Materials' });
    const order = await form.block.evaluate(
      (block, [v, m]) =>
        Boolean(v!.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        Boolean(block.compareDocumentPosition(m!) & Node.DOCUMENT_POSITION_FOLLOWING),
      [await videos.elementHandle(), await materials.elementHandle()],
    );
    expect(order).toBe(true);
    expect(kitCalls).toEqual([]);

    // A book without a kit: the API says null and the page has no block.
    // A book of another story (the Kindness Cloud's Spanish edition offers its kit too).
    const books = (await (await request.get('/api/books')).json()) as Array<DemoBook & { otherEditionId: string }>;
    const cloud = books.find((b) => b.title === 'The Kindness Cloud')!;
    const other = books.find((b) => b.id !== cloud.id && b.otherEditionId !== cloud.id)!;
    expect(await (await request.get(`/api/books/${other.id}/kit`)).json()).toBeNull();
    await page.goto(`/books/${other.slug}-${other.id.slice(0, 8)}`);
    await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fun Learning Materials' })).toBeVisible();
    await expect(page.getByRole('region', { name: HEADLINE })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get My Free Kit' })).toHaveCount(0);
  });

  test('is on the page as soon as the materials are, so they never move under a finger', async ({ page, request }) => {
    const { ref } = await kindnessCloud(request);
    // The page notes, at the first change that shows a material's button, whether the kit's
    // block (above the materials) is there too. A block that came later moved the materials
    // half a screen down, and a tap meant for one landed elsewhere.
    await page.addInitScript(() => {
      const note = window as unknown as { kitWithFirstMaterial?: boolean };
      const observer = new MutationObserver(() => {
        const material = [...document.querySelectorAll('button')].some((b) => b.textContent?.includes('Download Activity Sheet'));
        if (!material) return;
        note.kitWithFirstMaterial = document.getElementById('kit') !== null;
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/books/${ref}`);
    await expect(page.getByRole('button', { name: 'Download Activity Sheet' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { kitWithFirstMaterial?: boolean }).kitWithFirstMaterial)).toBe(true);
  });

  test('checks the email and the agreement before sending', async ({ page, request }) => {
    let sent = 0;
    page.on('request', (r) => {
      if (isSignup(r)) sent++;
    });
    const form = await openKitBook(page, request);

    await form.submit.click();

    await expect(form.email).toHaveAccessibleDescription('Email is required');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toBeFocused();
    await expect(form.agree).toHaveAccessibleDescription('You must agree to receive occasional updates');
    await expect(form.agree).toHaveAttribute('aria-invalid', 'true');

    await form.email.fill('parent@example.com');
    await expect(form.email).toHaveAttribute('aria-invalid', 'false');
    await form.submit.click();
    await expect(form.agree).toBeFocused();
    await expect(form.block.getByText('You must agree to receive occasional updates')).toBeVisible();
    expect(sent).toBe(0);

    // A malformed address is the server's call; its message shows on the field and in the banner.
    await form.email.fill('parent@example');
    await form.agree.check();
    await form.submit.click();
    await expect(form.block.getByRole('alert')).toHaveText('Failed to submit form: Please enter a valid email address.');
    await expect(form.email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(form.email).toHaveValue('parent@example');
    expect(sent).toBe(1);
  });

  test('signs up, lists the download links, clears the form and downloads the real files', async ({ page, request }) => {
    const form = await openKitBook(page, request);
    const email = `kit-${Date.now()}@example.com`;
    await form.email.fill(email);
    await form.name.fill('Sam Parent');
    await form.agree.check();

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/kits/*/signup', async (route) => {
      await held; // hold the answer so the submitting state can be seen
      await route.continue();
    });
    const signup = page.waitForRequest(isSignup);
    await form.submit.click();
    await expect(form.submit).toHaveText('Submitting...');
    await expect(form.email).toBeDisabled();
    await expect(form.agree).toBeDisabled();
    expect((await signup).postDataJSON()).toEqual({
      email,
      name: 'Sam Parent',
      agree: true,
      page: new URL(page.url()).pathname,
      // The proof-of-work solution the Altcha widget found while the form was filled in.
      altcha: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    release();

    const thanks = form.block.getByRole('heading', { level: 3, name: 'Your kit is ready!' });
    await expect(thanks).toBeFocused();
    await expect(form.block.getByRole('status')).toContainText('Your download links are valid for 24 hours.');
    const links = form.block.getByRole('link');
    await expect(links).toHaveText(LINKS);
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
      expect(href).toMatch(/^\/kit-downloads\/[^/]+\/[^/]+$/);
    }
    // The thank-you view takes the form's place.
    await expect(form.email).toHaveCount(0);
    await expect(form.submit).toHaveCount(0);

    const pdf = await downloadByClicking(links.nth(0));
    expect(pdf.suggestedFilename()).toBe('Parent_Guide.pdf');
    const guide = readFileSync(await pdf.path());
    expect(guide.length).toBeGreaterThan(100);
    expect(guide.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const chart = await downloadByClicking(links.nth(1));
    expect(chart.suggestedFilename()).toBe('Kindness_Chart.png');
    expect(readFileSync(await chart.path()).subarray(1, 4).toString('latin1')).toBe('PNG');

    const song = await downloadByClicking(links.nth(2));
    expect(song.suggestedFilename()).toBe('Kindness_Song.wav');
    expect(readFileSync(await song.path()).subarray(0, 4).toString('latin1')).toBe('RIFF');

    // The sign-up and the downloads reach the site's own statistics.
    if (process.env.STORYSHELF_E2E_DATA_DIR) {
      await expect
        .poll(() => stats().downloads.find((d) => d.label === 'The Kindness Cloud Kit')?.key ?? '')
        .toMatch(/^[0-9a-f-]{36}$/);
      expect(stats().forms.map((f) => f.key)).toContain('kindness_kit:ok');
    }
  });

  test('says so when a download link no longer works', async ({ page, request }) => {
    const form = await openKitBook(page, request);
    await form.email.fill(`late-${Date.now()}@example.com`);
    await form.agree.check();
    await form.submit.click();
    await expect(form.block.getByRole('link', { name: LINKS[0] })).toBeVisible();

    await page.route('**/kit-downloads/**', (route) => route.fulfill({ status: 410, contentType: 'text/html', body: 'expired' }));
    // The click only returns once the alert is answered.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await form.block.getByRole('link', { name: LINKS[0] }).click();
    await expect.poll(() => alerts).toEqual(['Failed to download file. The file may not exist or is not accessible.']);
    await expect(form.block.getByRole('link', { name: LINKS[0] })).toHaveAttribute('aria-busy', 'false');
  });

  test('shows the server error in a banner and keeps what was typed', async ({ page, request }) => {
    const form = await openKitBook(page, request);
    await failWith500(page, '**/api/kits/*/signup');
    await form.email.fill('parent@example.com');
    await form.name.fill('Sam');
    await form.agree.check();

    await form.submit.click();

    await expect(form.block.getByRole('alert')).toHaveText('Failed to submit form: boom');
    await expect(form.email).toHaveValue('parent@example.com');
    await expect(form.name).toHaveValue('Sam');
    await expect(form.agree).toBeChecked();
    await expect(form.submit).toBeFocused();

    await page.route('**/api/kits/*/signup', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad gateway' }));
    await form.submit.click();
    await expect(form.block.getByRole('alert')).toHaveText('Failed to submit form (Error code: 502). Please try again.');

    await page.route('**/api/kits/*/signup', (route) => route.abort());
    await form.submit.click();
    await expect(form.block.getByRole('alert')).toHaveText('Failed to submit form. Please try again.');
  });

  test('opens the privacy policy in a dialog and returns to the form', async ({ page, request }) => {
    const form = await openKitBook(page, request);
    const opener = form.block.getByRole('button', { name: 'Privacy Policy' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(await privacyUpdatedLine(page.request))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'mobile', width: 375, height: 740 },
  ]) {
    test(`axe finds no WCAG 2.1 A/AA violations in the block (${viewport.name})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const form = await openKitBook(page, request);
      const violations = () => axeViolations(page);

      // Nothing sticks out sideways on a small phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await violations()).toEqual([]);

      // With the field messages and the error banner showing.
      await form.submit.click();
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await failWith500(page, '**/api/kits/*/signup');
      await form.email.fill('parent@example.com');
      await form.agree.check();
      await form.submit.click();
      await expect(form.block.getByRole('alert')).toBeVisible();
      expect(await violations()).toEqual([]);

      // And the thank-you view.
      await page.unroute('**/api/kits/*/signup');
      await form.email.fill(`axe-${viewport.name}-${Date.now()}@example.com`);
      await form.submit.click();
      await expect(form.block.getByRole('link', { name: LINKS[0] })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }
});
