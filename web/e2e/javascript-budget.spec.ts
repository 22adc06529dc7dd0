import { expect, test, type Browser } from '@playwright/test';

// What a first visit's scripts weigh as sent, until the network is quiet: within 120 KB gzip
// (the budget) for the English and the Spanish home page, and smaller still as Brotli, which
// Chromium asks for. Each page loads only its own language's words.
const BUDGET = 120 * 1024;

async function scriptBytes(browser: Browser, baseURL: string, path: string, encoding?: string) {
  const context = await browser.newContext({ extraHTTPHeaders: encoding ? { 'Accept-Encoding': encoding } : {} });
  const page = await context.newPage();
  const requests: import('@playwright/test').Request[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requests.push(r);
  });
  await page.goto(baseURL + path, { waitUntil: 'networkidle' });
  let sent = 0;
  const encodings = new Set<string>();
  for (const r of requests) {
    sent += (await r.sizes()).responseBodySize;
    encodings.add((await r.response())?.headers()['content-encoding'] ?? 'identity');
  }
  const urls = requests.map((r) => r.url());
  await context.close();
  return { sent, encodings: [...encodings], urls };
}

for (const path of ['/', '/es/']) {
  test(`${path} keeps its JavaScript within 120 KB gzip`, async ({ browser, baseURL }) => {
    const gzip = await scriptBytes(browser, baseURL!, path, 'gzip');
    const brotli = await scriptBytes(browser, baseURL!, path);
    console.log(
      `${path} JavaScript: ${(gzip.sent / 1024).toFixed(1)} KB gzip, ${(brotli.sent / 1024).toFixed(1)} KB Brotli, in ${gzip.urls.length} files`,
    );
    // gzip where it is smaller (a file of a few bytes goes as it is).
    expect(gzip.encodings).toContain('gzip');
    expect(gzip.encodings).not.toContain('br');
    expect(gzip.sent).toBeLessThan(BUDGET);
    expect(brotli.sent).toBeLessThan(gzip.sent);
    const own = path === '/' ? 'en' : 'es';
    const other = path === '/' ? 'es' : 'en';
    expect(gzip.urls.some((u) => new RegExp(`/assets/${own}-[\\w-]+\\.js$`).test(u))).toBe(true);
    expect(gzip.urls.some((u) => new RegExp(`/assets/${other}-[\\w-]+\\.js$`).test(u))).toBe(false);
  });
}
