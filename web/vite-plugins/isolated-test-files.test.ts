import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { isolatedTestFiles } from './isolated-test-files.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isolatedTestFiles', () => {
  it('picks the test files that mock modules or keep browser state, and nothing else', () => {
    root = mkdtempSync(join(tmpdir(), 'isolated-'));
    mkdirSync(join(root, 'src', 'a'), { recursive: true });
    mkdirSync(join(root, 'src', 'node_modules'), { recursive: true });
    writeFileSync(join(root, 'src', 'a', 'mocks.test.tsx'), "vi.mock('@/lib/x', () => ({}));");
    writeFileSync(join(root, 'src', 'a', 'storage.test.ts'), "localStorage.setItem('k', 'v');");
    writeFileSync(join(root, 'src', 'a', 'beacon.test.ts'), 'const sendBeacon = stubBeacon();');
    writeFileSync(join(root, 'src', 'a', 'plain.test.tsx'), "render(<p />);");
    writeFileSync(join(root, 'src', 'a', 'source.ts'), "vi.mock('not a test');");
    writeFileSync(join(root, 'src', 'node_modules', 'dep.test.ts'), "vi.mock('x');");

    expect(isolatedTestFiles(root, ['src'])).toEqual(['src/a/beacon.test.ts', 'src/a/mocks.test.tsx', 'src/a/storage.test.ts']);
  });
});
