// The site the benchmarks measure: the built binary serving the demo's data from a new folder on
// a free port. stop() ends it and removes the folder.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

export async function startSite(bin) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyshelf-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, STORYSHELF_ADDR: `127.0.0.1:${port}` };
  execFileSync(bin, ['demo'], { env, stdio: 'ignore' });
  const server = spawn(bin, ['serve'], { env, stdio: 'ignore' });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, env, dataDir, stop };
}
