import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type ConsoleMessage,
  type Dialog,
  type Download,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

// Shared steps of the end-to-end specs.

export type DemoBook = {
  id: string;
  slug: string;
  title: string;
  author: string;
  description: string;
  amazonLink: string;
  reviewLink: string;
};

// The demo's newest book.
export const KINDNESS_CLOUD = 'The Kindness Cloud';

// That book and its {slug}-{shortid}, read from the API.
export async function kindnessCloud(request: APIRequestContext) {
  const title = KINDNESS_CLOUD;
  const response = await request.get('/api/books');
  expect(response.status()).toBe(200);
  const books = (await response.json()) as DemoBook[];
  const book = books.find((b) => b.title === title);
  if (!book) throw new Error(`demo book "${title}" is missing`);
  return { book, ref: `${book.slug}-${book.id.slice(0, 8)}`, shortId: book.id.slice(0, 8) };
}

// Client-side navigation without a link to click: push the URL and tell the
// router, as the browser's own Back/Forward does (React Router listens to
// popstate). No page load happens, so the app fetches from the API itself
// instead of using the data the server embeds in a fresh page. The public app's router
// starts listening when it first commits (the page's load event can come sooner), so this
// waits for the app to have rendered.
export async function clientNavigate(page: Page, path: string) {
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

// Where the page saw the last click land, for clickLanding.
type ClickNote = { storyshelfClick?: { target: Element; landed?: boolean } };

// Clicks control until a click lands on it, and says how many it took. Playwright checks what
// is under the pointer when it starts a click, not when it lets go: a section that appears above
// the control in between moves the control away, the click goes to whatever is there instead,
// and Playwright reports it done. A page that is still building does that: the book page's kit
// block appears above its materials when its code arrives, which on a busy machine can be while
// a test clicks a material. The page notes where each click lands; one that missed the control
// is made again, as a person would.
export async function clickLanding(control: Locator, attempts = 5): Promise<number> {
  const page = control.page();
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await control.evaluate((el) => {
      const note = { target: el } as NonNullable<ClickNote['storyshelfClick']>;
      (window as ClickNote).storyshelfClick = note;
      const listener = (event: Event) => {
        note.landed = event.composedPath().includes(el);
        document.removeEventListener('click', listener, true);
      };
      document.addEventListener('click', listener, true);
    });
    await control.click();
    // A page that went elsewhere (a link) took the click.
    const landed = await page.evaluate(() => (window as ClickNote).storyshelfClick?.landed).catch(() => true);
    if (landed) return attempt;
  }
  throw new Error(`${attempts} clicks missed ${control}: the page kept moving it`);
}

// Clicks control, which saves a file, and returns the download. When no download comes, the
// failure says what the page did instead: opened a tab, showed an alert, what it asked the server
// for after the click and how that went, and what it logged as an error. A bare "timeout waiting
// for download" from a loaded CI machine cannot be told apart from a lost click otherwise.
export async function downloadByClicking(control: Locator, timeout = 60_000): Promise<Download> {
  const page = control.page();
  const seen: string[] = [];
  const path = (url: string) => (url.startsWith('blob:') ? 'a blob' : new URL(url).pathname);
  const onResponse = (r: Response) => seen.push(`${r.status()} ${r.request().method()} ${path(r.url())}`);
  const onFailed = (r: Request) => seen.push(`failed: ${r.method()} ${path(r.url())} (${r.failure()?.errorText})`);
  const onPopup = (p: Page) => seen.push(`opened a tab: ${p.url()}`);
  const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && seen.push(`console error: ${m.text()}`));
  const onDialog = (d: Dialog) => {
    seen.push(`an alert: ${d.message()}`);
    // With a listener Playwright no longer dismisses dialogs itself (a test's own listener may
    // have dismissed it already).
    void d.dismiss().catch(() => {});
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('popup', onPopup);
  page.on('console', onConsole);
  page.on('dialog', onDialog);
  try {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout }),
      clickLanding(control).then((clicks) => {
        if (clicks > 1) seen.unshift(`${clicks - 1} click(s) missed the control (the page moved it) and were made again`);
      }),
    ]);
    return download;
  } catch (error) {
    // A short wait: a control that is gone would otherwise hold this up until the test times out.
    const state = await control.evaluate((el) => el.outerHTML.slice(0, 300), undefined, { timeout: 2_000 }).catch(() => 'gone');
    throw new Error(
      `no download from ${control}: ${(error as Error).message}\nthe control now: ${state}\nwhile it waited (the click and what was still loading):\n  ${seen.join('\n  ') || 'nothing'}`,
    );
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('popup', onPopup);
    page.off('console', onConsole);
    page.off('dialog', onDialog);
  }
}

// Makes the API answer 500 for requests matching pattern.
export function failWith500(page: Page, pattern: string) {
  return page.route(pattern, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
    }),
  );
}

// Scrolls through the page so lazy images load before a full-page screenshot.
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

// The storyshelf binary: the one global-setup started (it exports its absolute path), else
// STORYSHELF_BIN (default ../bin/storyshelf) from webDir.
export function binary(webDir = process.cwd()) {
  return process.env.STORYSHELF_E2E_BIN ?? resolve(webDir, process.env.STORYSHELF_BIN ?? '../bin/storyshelf');
}

// A minute: a loaded two-core machine can take that long to start the server.
const STARTUP_TIMEOUT_MS = 60_000;

// Waits until a server the tests started answers url (its /healthz) with 200; fails at once
// with its output if it exits first.
async function waitForHealthy(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`storyshelf serve exited (${server.exitCode ?? server.signalCode}) before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`storyshelf serve was not healthy at ${url} within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

// Ends a server the tests started, and waits for it to be gone.
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((r) => server.once('exit', () => r()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

// A free port on 127.0.0.1 for a server a spec starts itself.
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });
}

// `storyshelf serve` on dataDir at addr (127.0.0.1:<port>), with env added to its environment,
// once /healthz answers. output() is the tail of what it printed, for an error message or a
// line a spec looks for; a server that never gets healthy is stopped before the error.
export async function serve(bin: string, dataDir: string, addr: string, env: Record<string, string> = {}) {
  const server = spawn(bin, ['serve'], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, STORYSHELF_ADDR: addr },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const output = () => log;
  try {
    await waitForHealthy(`http://${addr}/healthz`, server, output);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { server, output };
}

// A site of a spec's own, for what only the server's settings change: `storyshelf serve` on a
// new, empty data folder (no demo, no admin) with env added to its environment, once /healthz
// answers, with the link it printed that creates the admin, and its data folder. stop() ends it
// and removes the folder.
export async function startFreshSite(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyshelf-fresh-'));
  const addr = `127.0.0.1:${await freePort()}`;
  const { server, output } = await serve(binary(), dataDir, addr, env).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The link that creates the admin, which a new site prints as it starts.
  const setupLinkIn = () => /http:\/\/\S+\/admin\/setup\?token=\S+/.exec(output())?.[0] ?? '';
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && !setupLinkIn(); ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!setupLinkIn()) {
    await stop();
    throw new Error(`the fresh site printed no setup link:\n${output()}`);
  }
  return { base: `http://${addr}`, setupLink: setupLinkIn(), dataDir, stop };
}

// Runs the binary on the data folder of the server global-setup started for this worker, and
// answers what it printed.
export function runBinary(args: string[]) {
  return execFileSync(binary(), args, {
    env: { ...process.env, DATA_DIR: process.env.STORYSHELF_E2E_DATA_DIR },
    encoding: 'utf8',
    stdio: 'pipe',
    timeout: 30_000,
  });
}

// Adds an admin account to the running server's database with `storyshelf admin create`
// (an account that already exists is fine: the specs a worker runs share its database).
export function createAdmin(email: string, password: string) {
  const dir = mkdtempSync(join(tmpdir(), 'storyshelf-admin-'));
  const file = join(dir, 'password');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  try {
    runBinary(['admin', 'create', '--email', email, '--password-file', file]);
  } catch (error) {
    const output = `${(error as { stderr?: string }).stderr ?? ''} ${(error as Error).message}`;
    if (!/already exists/i.test(output)) throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Signs in on the login page and waits for the dashboard. The server limits sign-ins per
// address, so a spec signs in once and keeps its page.
export async function signInAsAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

// A side×side orange square as a real PNG, with a white stripe across the middle when it is
// big enough to show one: the server decodes every uploaded image (a cover, a photo, a logo,
// which it also makes the favicon from).
export function png(side = 1) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const stripe = (y: number) => side >= 6 && y >= (side * 5) / 12 && y < (side * 7) / 12;
  const rows = Array.from({ length: side }, (_, y) =>
    Buffer.concat([Buffer.from([0]), ...Array.from({ length: side }, () => Buffer.from(stripe(y) ? [255, 255, 255] : [194, 65, 12]))]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// WCAG 2.1 A/AA violations on the page as it is now, as a list the test can compare with [].
// `exclude` leaves out parts axe cannot or need not judge (a sandboxed preview frame).
export async function axeViolations(page: Page, exclude?: string) {
  // Colours are judged as they end up: a tab's or a button's colour transition caught halfway
  // (a slow machine) shows a contrast the visitor never sees for more than a moment. Endless
  // animations (a spinner, a loading pulse) never finish, so only the ones that end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) }));
}

// The Authorization header of the signed-in admin on page, for API calls that set up or clean
// up a spec's data (a refresh answers a fresh access token).
export async function adminHeaders(page: Page) {
  const token = await page.evaluate(async () => {
    const response = await fetch('/api/auth/refresh', { method: 'POST', headers: { 'X-Requested-With': 'storyshelf' } });
    return ((await response.json()) as { accessToken: string }).accessToken;
  });
  return { Authorization: `Bearer ${token}` };
}

// A spec's own admin, signed in once in a desktop-sized page that its tests share (the server
// limits sign-ins).
export async function openAdminPage(browser: Browser, admin: { email: string; password: string }) {
  createAdmin(admin.email, admin.password);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAsAdmin(page, admin.email, admin.password);
  return { context, page };
}

// On a fresh site's setup link, the new owner creates her account and lands on the dashboard.
export async function createOwnerAccount(page: Page, setupLink: string, owner: { email: string; password: string }) {
  await page.goto(setupLink);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

// What a book added by addBook has unless the spec says otherwise.
const BOOK_DEFAULTS = {
  author: 'Jane Storyteller',
  description: 'A tiny seed finds the courage to grow.',
  genres: [] as string[],
  ageRange: '3-7',
  publishDate: '2026-03-01',
  pages: 32,
  isbn: '978-0-306-40615-7',
  amazonLink: '',
  reviewLink: '',
  language: 'en',
  otherEditionId: '',
  downloadMaterials: [] as unknown[],
};

// A book on a spec's own fresh site, through the admin API as the signed-in owner (headers): a
// cover uploaded, then the book created with it. Answers the book's id.
export async function addBook(page: Page, base: string, headers: Record<string, string>, book: Partial<typeof BOOK_DEFAULTS> & { title: string }) {
  const upload = await page.request.post(`${base}/api/admin/uploads?kind=cover`, {
    headers,
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: png(40) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const cover = (await upload.json()) as { url: string };
  const created = await page.request.post(`${base}/api/admin/books`, { headers, data: { ...BOOK_DEFAULTS, ...book, coverImage: cover.url } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

// The privacy policy's "Last updated" line as an English page shows it: the policy's date from
// the API (a new site's is the day it began), in the app's long date.
export async function privacyUpdatedLine(request: APIRequestContext) {
  const { updated } = (await (await request.get('/api/site/privacy')).json()) as { updated: string };
  expect(updated, 'a new site is not dated the spec\'s April 14, 2025').not.toBe('2025-04-14');
  const date = new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `Last updated ${date}.`;
}
