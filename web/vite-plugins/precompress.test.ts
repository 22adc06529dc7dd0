import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { afterEach, expect, it } from 'vitest';

import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function build(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, { fileName: name }])) as unknown as Rollup.OutputBundle;
  const plugin = precompress();
  (plugin.configResolved as (config: unknown) => void)({ build: { outDir: dir } });
  const hook = plugin.writeBundle as (options: unknown, bundle: Rollup.OutputBundle) => Promise<void>;
  await hook.call({}, {}, bundle);
  return dir;
}

it('writes Brotli and gzip variants that decode to the file', async () => {
  const script = 'export function greet(name) { return `Hello, ${name}!`; }\n'.repeat(200);
  const dir = await build({ 'app.js': script, 'app.css': 'body { color: red; }\n'.repeat(100) });
  for (const name of ['app.js', 'app.css']) {
    const original = readFileSync(join(dir, name));
    expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(original);
    expect(readFileSync(join(dir, `${name}.gz`)).length).toBeLessThan(original.length);
  }
});

it('skips files that would not get smaller and files that are not text', async () => {
  const dir = await build({ 'tiny.js': 'x', 'cover.png': 'not really a png'.repeat(100) });
  expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
  expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
  expect(existsSync(join(dir, 'cover.png.gz'))).toBe(false);
});
