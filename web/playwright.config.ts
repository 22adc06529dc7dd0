import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { defineConfig } from '@playwright/test';

// Each worker has its own server and data folder (e2e/global-setup.ts starts one per worker),
// so specs that change the site's data never see another spec's changes half-way, and the
// suite runs on two workers. STORYSHELF_E2E_WORKERS=1 runs it on one, as it used to.
const workers = Number(process.env.STORYSHELF_E2E_WORKERS ?? 2);

// The config file is evaluated by the runner and again by every worker. The first evaluation
// picks a free port per worker and stores them in the environment, which the workers inherit.
function freePorts(count: number): string {
  const script =
    `const n=require('node:net');const ports=[];const servers=[];` +
    `for(let i=0;i<${count};i++){const s=n.createServer();servers.push(s);` +
    `s.listen(0,'127.0.0.1',()=>{ports.push(s.address().port);` +
    `if(ports.length===${count}){process.stdout.write(ports.join(','));servers.forEach((x)=>x.close());}});}`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.STORYSHELF_E2E_PORTS ??= freePorts(workers);

// A worker knows its slot (0 … workers-1, kept by a worker that replaces a failed one) from
// TEST_PARALLEL_INDEX, set before the worker evaluates this file; the runner has none and
// uses the first server. The slot picks the worker's server and the data folder the specs
// hand to `storyshelf stats`, `admin create` and the like.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = process.env.STORYSHELF_E2E_PORTS.split(',')[slot];
if (!port) throw new Error(`no server port for worker slot ${slot} in STORYSHELF_E2E_PORTS=${process.env.STORYSHELF_E2E_PORTS}`);
process.env.STORYSHELF_E2E_PORT = port;
const dataDir = process.env[`STORYSHELF_E2E_DATA_DIR_${slot}`];
if (dataDir) process.env.STORYSHELF_E2E_DATA_DIR = dataDir;

// STORYSHELF_E2E_BASE_URL points the tests at an already running server instead (then the
// tests share it, so run them with STORYSHELF_E2E_WORKERS=1).
const baseURL = process.env.STORYSHELF_E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

// Headless Chromium still builds its omnibox popup, which no test ever sees: two WebUI renderers
// per browser (chrome://omnibox-popup.top-chrome), a third of the suite's CPU on two cores (the
// home and books specs took 49 s with them, 35 s without). They are switched off. Chromium
// honours only the last --disable-features it is given, so this one also carries Playwright's
// own list (chromiumSwitches in playwright-core), read from the installed Playwright rather
// than copied, so an upgrade keeps whatever its list becomes.
function disableFeatures(): string {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1] ?? '';
  const playwrights = [...list.matchAll(/^\s*"(\w+)",?$/gm)].map((match) => match[1]);
  if (!playwrights.includes('PaintHolding')) {
    throw new Error("playwright.config.ts: Playwright's own --disable-features list was not found in playwright-core");
  }
  return `--disable-features=${[...playwrights, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',')}`;
}

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  // A stray test.only must fail CI, not quietly run one test.
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  // Room for an axe scan of a long page or a backup made in the test on a busy two-core
  // machine, where either has taken longer than 30 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        disableFeatures(),
      ],
    },
  },
});
