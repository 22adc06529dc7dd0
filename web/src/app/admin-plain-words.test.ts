import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

// The admin speaks to the site's owner, not to whoever runs its server: no screen names a
// server setting (issue 27). What only the server can set is said in plain words ('as set by
// the server'). The settings' names are read from the server's own
// configuration, so a new one is covered as soon as it exists.

const config = readFileSync(resolve(__dirname, '../../../internal/config/config.go'), 'utf8');
const settings = [...new Set([...config.matchAll(/"([A-Z][A-Z0-9]*_[A-Z0-9_]+)"/g)].map((m) => m[1]!))];

// Every source file of the admin's screens and of the components they share, tests left out.
const sources = import.meta.glob<string>(
  ['/src/features/admin-*/**/*.{ts,tsx}', '/src/components/**/*.{ts,tsx}', '/src/lib/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

describe('the admin in plain words', () => {
  it('knows the server settings it must never name', () => {
    expect(settings).toEqual(expect.arrayContaining(['BACKUP_EVERY', 'OWNER_EMAIL', 'MAIL_FROM', 'SMTP_URL', 'DATA_DIR']));
  });

  it('names no server setting in any text', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const named: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      // Comments explain the code to its readers, who may well run the server.
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const setting of settings) if (new RegExp(`\\b${setting}\\b`).test(code)) named.push(`${file}: ${setting}`);
    }
    expect(named).toEqual([]);
  });
});
