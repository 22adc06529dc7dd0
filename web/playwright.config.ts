import { execFileSync } from 'node:child_process';

import { defineConfig } from '@playwright/test';

// The config file is evaluated by the runner and again by every worker. The first evaluation
// picks a free port and stores it in the environment, which the workers inherit, so all of
// them agree on the server address that e2e/global-setup.ts starts the binary on.
function freePort(): string {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.STORYSHELF_E2E_PORT ??= freePort();

// STORYSHELF_E2E_BASE_URL points the tests at an already running server instead.
const baseURL = process.env.STORYSHELF_E2E_BASE_URL ?? `http://127.0.0.1:${process.env.STORYSHELF_E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
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
      ],
    },
  },
});
