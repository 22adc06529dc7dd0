import { execFile, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import type { FullConfig } from '@playwright/test';

import { binary, serve, stopServer } from './helpers';
import { buildRelay } from './mail-site';

// Starts the built Go binary once per worker, each on a fresh data folder, for the whole run:
//   <bin> demo   (loads the demo books), then <bin> serve
// with STORYSHELF_ADDR=127.0.0.1:<the worker's port> and DATA_DIR=<its temp folder>.
// The binary is STORYSHELF_BIN, default ../bin/storyshelf relative to web/.
// Returns the teardown, which stops the servers and removes the folders. The folders and the
// binary's absolute path are exported as STORYSHELF_E2E_DATA_DIR_<slot> and STORYSHELF_E2E_BIN.

type Running = { server: ChildProcess; dataDir: string };

// One site: `<bin> demo` on a fresh data folder, then `<bin> serve` on addr until /healthz answers.
async function startSite(bin: string, addr: string): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyshelf-e2e-'));
  const env = { ...process.env, STORYSHELF_ADDR: addr, DATA_DIR: dataDir };
  try {
    await new Promise<void>((done, fail) =>
      execFile(bin, ['demo'], { env, timeout: 60_000 }, (error, _stdout, stderr) =>
        error ? fail(new Error(`storyshelf demo failed: ${error.message}\n${stderr}`)) : done(),
      ),
    );
    const { server } = await serve(bin, dataDir, addr);
    return { server, dataDir };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export default async function globalSetup(config: FullConfig) {
  if (process.env.STORYSHELF_E2E_BASE_URL) return undefined;

  const webDir = config.configFile ? dirname(config.configFile) : process.cwd();
  const bin = binary(webDir);
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    throw new Error(
      `No storyshelf binary at ${bin}. Build it first (from the repo root: npm --prefix web run build && ` +
        'go build -o bin/storyshelf ./cmd/storyshelf) or set STORYSHELF_BIN.',
    );
  }

  const ports = process.env.STORYSHELF_E2E_PORTS?.split(',') ?? [];
  if (ports.length < config.workers) {
    throw new Error(`STORYSHELF_E2E_PORTS names ${ports.length} ports for ${config.workers} workers (playwright.config.ts sets it)`);
  }

  // One site per worker, started side by side, and the tests' SMTP server built meanwhile.
  const relayDir = mkdtempSync(join(tmpdir(), 'storyshelf-smtpd-'));
  const [relay, ...started] = await Promise.allSettled([
    buildRelay(join(relayDir, 'smtpd')),
    ...ports.slice(0, config.workers).map((port) => startSite(bin, `127.0.0.1:${port}`)),
  ]);
  const sites = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value as Running] : []));
  const stopAll = async () => {
    await Promise.all(sites.map((s) => stopServer(s.server)));
    for (const s of sites) rmSync(s.dataDir, { recursive: true, force: true });
    rmSync(relayDir, { recursive: true, force: true });
  };
  const failed = [relay, ...started].find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  process.env.STORYSHELF_E2E_SMTPD = join(relayDir, 'smtpd');

  // Specs that read the server's data (e.g. e2e/analytics.spec.ts runs `<bin> stats` on it)
  // find it through STORYSHELF_E2E_DATA_DIR, which playwright.config.ts sets in each worker
  // from its slot's STORYSHELF_E2E_DATA_DIR_<slot>; workers inherit the environment set here.
  sites.forEach((s, slot) => {
    process.env[`STORYSHELF_E2E_DATA_DIR_${slot}`] = s.dataDir;
  });
  process.env.STORYSHELF_E2E_DATA_DIR = sites[0]!.dataDir;
  process.env.STORYSHELF_E2E_BIN = bin;

  return stopAll;
}
