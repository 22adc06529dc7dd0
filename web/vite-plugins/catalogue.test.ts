import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { compileCatalogue, readCatalogue } from './catalogue';

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
});
