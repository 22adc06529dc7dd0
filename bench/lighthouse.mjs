// Measures the public pages of the built binary with Lighthouse (mobile, the
// default form factor) and the gzipped JavaScript a public page loads.
// Usage: node lighthouse.mjs [runs]   (STORYSHELF_BIN, default ../bin/storyshelf)
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const runs = Number(process.argv[2] ?? 5);
const bin = resolve(process.env.STORYSHELF_BIN ?? '../bin/storyshelf');

function freePort() {
  return new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

async function waitHealthy(base) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base + '/healthz')).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('storyshelf did not start');
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// publicJS sums the gzipped size of every script the page really loaded, as
// Lighthouse's network log lists them: the entry, its preloads and the lazy
// chunks of the route.
async function publicJS(lhr) {
  const urls = lhr.audits['network-requests'].details.items
    .filter((r) => r.resourceType === 'Script')
    .map((r) => r.url);
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { files: new Set(urls).size, gzipBytes: total };
}

const dataDir = mkdtempSync(join(tmpdir(), 'storyshelf-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, DATA_DIR: dataDir, STORYSHELF_ADDR: `127.0.0.1:${port}` };
execFileSync(bin, ['demo'], { env, stdio: 'ignore' });
const server = spawn(bin, ['serve'], { env, stdio: 'ignore' });
let chrome;
try {
  await waitHealthy(base);
  const books = await (await fetch(base + '/api/books')).json();
  const bookPath = `/books/${books[0].slug}-${books[0].id.slice(0, 8)}`;
  const pages = ['/', '/books', bookPath];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const results = {};
  const js = {};
  for (const path of pages) {
    const scores = Object.fromEntries(categories.map((c) => [c, []]));
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
      for (const c of categories) scores[c].push(Math.round(lhr.categories[c].score * 100));
      if (i === 0) {
        js[path] = await publicJS(lhr);
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
        if (failing.length) console.error(`${path}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
      }
    }
    results[path] = Object.fromEntries(categories.map((c) => [c, { median: median(scores[c]), runs: scores[c] }]));
  }
  console.log(`Lighthouse 12 (mobile), median of ${runs} runs:`);
  console.log('page'.padEnd(48) + categories.map((c) => c.padStart(16)).join(''));
  for (const [path, r] of Object.entries(results)) {
    console.log(path.padEnd(48) + categories.map((c) => String(r[c].median).padStart(16)).join(''));
  }
  for (const [path, j] of Object.entries(js)) {
    console.log(`JavaScript loaded by ${path}: ${j.files} files, ${(j.gzipBytes / 1024).toFixed(1)} KB gzipped`);
  }
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
