// Measures the public pages of the built binary with Lighthouse (mobile, the
// default form factor) and the gzipped JavaScript a public page loads.
// Then it makes a 6 MB phone photo (./phonephoto) the newest book's cover, as an
// owner uploading from a phone would, and measures the pages that show it.
// Usage: node lighthouse.mjs [runs]   (STORYSHELF_BIN, default ../bin/storyshelf)
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

import { startSite } from './site.mjs';

const runs = Number(process.argv[2] ?? 5);
const bin = resolve(process.env.STORYSHELF_BIN ?? '../bin/storyshelf');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// served fetches url asking for one content coding and returns the body's
// size as it crossed the wire (Node's http leaves it compressed).
function served(url, coding) {
  return new Promise((ok, fail) => {
    get(url, { headers: { 'Accept-Encoding': coding } }, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length));
      res.on('end', () => ok(n));
    }).on('error', fail);
  });
}

// publicJS measures every script the page really loaded, as Lighthouse's
// network log lists them (the entry, its preloads and the route's chunks):
// as the server sends them gzipped and Brotli-compressed, and each file
// recompressed here with gzip -9 for comparison with other builds.
async function publicJS(lhr) {
  const urls = new Set(
    lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script').map((r) => r.url),
  );
  const total = { files: urls.size, gzip: 0, brotli: 0, gzip9: 0 };
  for (const url of urls) {
    total.gzip += await served(url, 'gzip');
    total.brotli += await served(url, 'br');
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total.gzip9 += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

// phoneCover signs in as a new owner, uploads a phone photo as a cover and
// gives it to book, through the same API the book form uses.
async function phoneCover(base, env, book) {
  const photo = join(dataDir, 'phone photo.jpg');
  execFileSync('go', ['run', './phonephoto', photo], { stdio: 'inherit' });
  const password = join(dataDir, 'password');
  writeFileSync(password, 'Bench-owner-1\n');
  execFileSync(bin, ['admin', 'create', '--email', 'bench@example.com', '--password-file', password], { env, stdio: 'ignore' });
  const login = await fetch(base + '/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'storyshelf' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench-owner-1' }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const auth = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const form = new FormData();
  form.append('file', new Blob([readFileSync(photo)], { type: 'image/jpeg' }), 'IMG_4032.jpg');
  const upload = await fetch(base + '/api/admin/uploads?kind=cover', { method: 'POST', headers: auth, body: form });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { url } = await upload.json();
  const stored = await (await fetch(`${base}/api/admin/books/${book.id}`, { headers: auth })).json();
  const saved = await fetch(`${base}/api/admin/books/${book.id}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...stored, coverImage: url }),
  });
  if (!saved.ok) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  return statSync(photo).size;
}

const { base, env, dataDir, stop } = await startSite(bin);
let chrome;
try {
  const books = await (await fetch(base + '/api/books')).json();
  const bookPath = `/books/${books[0].slug}-${books[0].id.slice(0, 8)}`;
  // The Spanish site's pages too, with the Spanish edition's page where the demo has one.
  const spanishBook = books.find((b) => b.language === 'es') ?? books[0];
  const spanishBookPath = `/es/books/${spanishBook.slug}-${spanishBook.id.slice(0, 8)}`;
  const pages = ['/', '/books', bookPath, '/contact', '/es/', '/es/books', spanishBookPath, '/es/contact'];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

  // measure runs Lighthouse on each path and prints the median scores, the
  // median largest contentful paint and what the page's images weighed.
  async function measure(title, paths, { scripts }) {
    console.log(`${title}, Lighthouse 12 (mobile), median of ${runs} runs:`);
    console.log('page'.padEnd(48) + categories.map((c) => c.padStart(16)).join('') + 'LCP'.padStart(10) + 'images'.padStart(12));
    for (const path of paths) {
      const scores = Object.fromEntries(categories.map((c) => [c, []]));
      const lcp = [];
      let images = 0;
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        for (const c of categories) scores[c].push(Math.round(lhr.categories[c].score * 100));
        lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
        if (i === 0) {
          images = lhr.audits['network-requests'].details.items
            .filter((r) => r.resourceType === 'Image')
            .reduce((n, r) => n + r.transferSize, 0);
          if (scripts) {
            const j = await publicJS(lhr);
            scripts.push(
              `JavaScript loaded by ${path}: ${j.files} files; as served: ${kb(j.gzip)} gzip, ${kb(j.brotli)} Brotli; recompressed with gzip -9: ${kb(j.gzip9)}`,
            );
          }
          const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary');
          if (failing.length) console.error(`${path}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
        }
      }
      console.log(
        path.padEnd(48) +
          categories.map((c) => String(median(scores[c])).padStart(16)).join('') +
          `${(median(lcp) / 1000).toFixed(1)} s`.padStart(10) +
          kb(images).padStart(12),
      );
    }
  }

  const scripts = [];
  await measure('The demo site', pages, { scripts });
  for (const line of scripts) console.log(line);

  const photoBytes = await phoneCover(base, env, books[0]);
  await measure(`With a ${(photoBytes / 1e6).toFixed(1)} MB phone photo (4032 × 3024, EXIF orientation 6) as the newest book's cover`, ['/', '/books', bookPath], {});
} finally {
  if (chrome) await chrome.kill();
  stop();
}
