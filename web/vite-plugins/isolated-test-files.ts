import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// What makes a test file need a jsdom and a module registry of its own: it
// replaces modules (vi.mock), redefines browser properties (stubBeacon, from
// src/testing/beacon.ts, does), fakes timers or the environment, or keeps
// browser state (the address, cookies, storage, media queries) that the next
// file in a shared jsdom would find.
const needsItsOwn =
  /vi\.(mock|doMock|hoisted)\(|defineProperty|stubBeacon|useFakeTimers|stubEnv|window\.location|document\.cookie|localStorage|sessionStorage|matchMedia/;

const testFile = /\.test\.(ts|tsx|js)$/;

// isolatedTestFiles answers the test files under root's dirs (as paths
// relative to root) whose text asks for their own environment.
export function isolatedTestFiles(root: string, dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (testFile.test(entry.name) && needsItsOwn.test(readFileSync(path, 'utf8'))) {
        found.push(relative(root, path));
      }
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found.sort();
}
