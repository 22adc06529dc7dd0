import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { expect, test } from '@playwright/test';

import { binary, freePort } from './helpers';

// A site moved in from the hosted system keeps its old addresses. The hosted site is the
// fixture internal/hosted's Go tests use (its tables in a schema of the real PostgreSQL, its
// bucket files in a folder); storyshelf import-hosted brings it into a new site of its own,
// served on its own port, and Chromium opens the old addresses there.

const root = resolve(process.cwd(), '..');
const fixture = join(root, 'internal/hosted/testdata');
const databaseURL = process.env.TEST_DATABASE_URL ?? '';
const schema = `hosted_e2e_${process.pid}`;

function psql(args: string[], env: NodeJS.ProcessEnv = process.env) {
  execFileSync('psql', [databaseURL, '-v', 'ON_ERROR_STOP=1', '-q', ...args], { env, stdio: 'pipe' });
}

let server: ChildProcess | undefined;
let base = '';
let dataDir = '';

test.describe('a site moved in from the hosted system', () => {
  test.skip(!databaseURL, 'TEST_DATABASE_URL is not set: the hosted site is a PostgreSQL database (CI sets it)');

  test.beforeAll(async () => {
    psql(['-c', `DROP SCHEMA IF EXISTS ${schema} CASCADE`, '-c', `CREATE SCHEMA ${schema}`]);
    psql(['-f', join(fixture, 'hosted.sql')], { ...process.env, PGOPTIONS: `-c search_path=${schema}` });
    dataDir = mkdtempSync(join(tmpdir(), 'storyshelf-hosted-'));
    const port = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, STORYSHELF_ADDR: `127.0.0.1:${port}` };
    const oldDatabase = `${databaseURL}${databaseURL.includes('?') ? '&' : '?'}search_path=${schema}`;
    execFileSync(binary(), ['import-hosted', '--database', oldDatabase, '--files', join(fixture, 'files')], { env, stdio: 'pipe' });
    server = spawn(binary(), ['serve'], { env, stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    // A minute: a loaded two-core machine can take that long to start the server.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the imported site never answered /healthz');
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (databaseURL) psql(['-c', `DROP SCHEMA IF EXISTS ${schema} CASCADE`]);
  });

  test('an old book address opens the book, with its cover and materials', async ({ page }) => {
    await page.goto(`${base}/books/bennys-big-brave-day-b7e21f90`);
    await expect(page).toHaveURL(`${base}/books/bennys-big-brave-day-b7e21f90`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: "Benny's Big Brave Day" })).toBeVisible();
    const cover = main.getByRole('img', { name: "Cover of Benny's Big Brave Day" });
    await expect(cover).toHaveAttribute('src', /^\/files\/covers\//);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(main.getByRole('heading', { name: 'Brave words worksheet' })).toBeVisible();
  });

  test('an old multimedia address opens the songs, and the old admin link by id finds them', async ({ page }) => {
    await page.goto(`${base}/multimedia/the-kindness-cloud-a835d4ab`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'The Kindness Song' })).toBeVisible();
    await expect(main.getByText('Story Time Video')).toHaveCount(0); // the old site's samples stayed out

    await page.goto(`${base}/multimedia/a835d4ab-1c2e-4f6a-9b7d-1e2f3a4b5c6d`);
    await expect(page).toHaveURL(`${base}/multimedia/the-kindness-cloud-a835d4ab`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'The Kindness Song' })).toBeVisible();
  });

  test("an old material address (the /downloads/ fallback) leads to the material's file", async ({ page }) => {
    await page.goto(`${base}/books`);
    const answer = await page.evaluate(async () => {
      const r = await fetch('/downloads/brave-words.pdf');
      return { status: r.status, url: r.url, type: r.headers.get('content-type'), start: (await r.text()).slice(0, 5) };
    });
    expect(answer.status).toBe(200);
    expect(answer.url).toMatch(/\/files\/materials\/[0-9a-f]{24}\.pdf$/);
    expect(answer.type).toBe('application/pdf');
    expect(answer.start).toBe('%PDF-');
  });
});
