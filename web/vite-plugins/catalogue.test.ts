import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { compileCatalogue, partOf, readCatalogue } from './catalogue';

// Every t('key') of the web app's code, with the file it is in.
function keysUsed(dir: string): { key: string; file: string }[] {
  const out: { key: string; file: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...keysUsed(file));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g)) out.push({ key: m[1], file });
    }
  }
  return out;
}

describe('catalogue', () => {
  it('compiles both languages with the same keys', () => {
    const en = compileCatalogue('en', readCatalogue('en'));
    const es = compileCatalogue('es', readCatalogue('es'));
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('reads plurals, arguments and quoting as the server does (internal/i18n)', () => {
    const messages = compileCatalogue('es', {
      books: '{count, plural, =0 {Ningún libro} one {# libro} other {# libros}}',
      quoted: "a '{x}' b it''s",
      hello: 'Hola, {name}',
    });
    const i18n = setupI18n({ locale: 'es', messages: { es: messages as never } });
    expect(i18n._('books', { count: 0 })).toBe('Ningún libro');
    expect(i18n._('books', { count: 1 })).toBe('1 libro');
    expect(i18n._('books', { count: 3 })).toBe('3 libros');
    expect(i18n._('quoted')).toBe("a {x} b it's");
    expect(i18n._('hello', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('fails the build on a broken message, naming it', () => {
    expect(() => compileCatalogue('es', { 'books.count': '{count, plural, one {# libro}' })).toThrow(/es\.json: books\.count/);
  });

  it('keeps the texts only the server uses out of the page, and the privacy policy body in its own part', () => {
    expect(partOf('api.emailInvalid')).toBe('server');
    expect(partOf('mail.welcome.subject')).toBe('server');
    expect(partOf('consent.newsletter')).toBe('server');
    expect(partOf('privacy.introBody')).toBe('privacy');
    expect(partOf('privacy.heading')).toBe('main');
    expect(partOf('books.heading')).toBe('main');
  });

  it('uses a key of a part only where that part has been loaded', () => {
    const used = keysUsed(join(import.meta.dirname, '..', 'src'));
    expect(used.length).toBeGreaterThan(300);
    const misplaced = used.filter(
      ({ key, file }) =>
        partOf(key) === 'server' || (partOf(key) === 'privacy' && !file.endsWith('privacy-policy-content.tsx')),
    );
    expect(misplaced).toEqual([]);
  });
});
