// Measures the forms' proof of work on a slow phone: Chromium with its CPU slowed 4× (the
// DevTools "mid-tier mobile" profile) against the target of a solve in under a second. Each
// round opens the home page, starts on the newsletter form and sends it at once, so the send
// waits for the whole solve: fetching the widget, the challenge, and the search. The sign-up
// itself is answered here, so the figure is the solve alone.
// Usage: node proof-of-work.mjs [rounds]   (STORYSHELF_BIN, default ../bin/storyshelf;
// CHROME_PATH, default /usr/bin/chromium)
import { resolve } from 'node:path';

import { chromium } from 'playwright-core';

import { startSite } from './site.mjs';

const rounds = Number(process.argv[2] ?? 8);
const bin = resolve(process.env.STORYSHELF_BIN ?? '../bin/storyshelf');
const target = 1; // seconds: a parent on a phone waits under a second

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const { base, stop } = await startSite(bin);
let browser;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'Thank you for subscribing!' }) }),
  );

  const waits = [];
  const payloads = [];
  let maxNumber = 0;
  for (let i = 0; i < rounds; i++) {
    await page.goto(base + '/');
    const region = page.getByRole('region', { name: 'Join Our Parent Newsletter' });
    const challenge = page.waitForResponse((r) => r.url().includes('/api/challenge?form=newsletter'));
    const field = region.getByLabel('Email address');
    await field.focus();
    const started = performance.now();
    await field.fill(`phone-${i}@example.com`);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST');
    await region.getByRole('button', { name: 'Join the Fun!' }).click();
    const request = await sent;
    waits.push(performance.now() - started);
    maxNumber = (await (await challenge).json()).maxnumber;
    payloads.push(JSON.parse(Buffer.from(request.postDataJSON().altcha, 'base64').toString()));
    await region.getByText('Thank you for subscribing!').waitFor();
  }

  // The widget reports how long its search took; numbers searched per second give the expected
  // solve of a challenge with this maxnumber (the secret number is uniform: maxnumber / 2 on
  // average).
  const searched = payloads.reduce((n, p) => n + p.number, 0);
  const took = payloads.reduce((n, p) => n + p.took, 0);
  const perSecond = (searched / took) * 1000;
  const expected = maxNumber / 2 / perSecond;
  console.log(`Proof of work on a phone (Chromium, CPU slowed 4x), ${rounds} rounds:`);
  console.log(
    `  challenge maxnumber ${maxNumber}; searched ${Math.round(perSecond)} numbers/s; ` +
      `expected solve ${expected.toFixed(2)} s (target: under ${target} s${expected < target ? '' : ': MISSED'})`,
  );
  console.log(
    `  from the first focus to the send: median ${Math.round(median(waits))} ms ` +
      `(each: ${waits.map((w) => Math.round(w)).join(', ')} ms; numbers found: ${payloads.map((p) => p.number).join(', ')})`,
  );
} finally {
  if (browser) await browser.close();
  stop();
}
