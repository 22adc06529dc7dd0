import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// The site's words live in one catalogue per language, internal/i18n/messages/{lang}.json,
// which the Go server reads too (package i18n). `import('virtual:catalogue/es')` gives the
// Spanish one compiled for Lingui, so the page carries no message parser and only its own
// language's words. A message that is not valid ICU fails the build, naming its key.
const prefix = 'virtual:catalogue/';
const languages = ['en', 'es'];

export function catalogueFile(lang: string): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'internal', 'i18n', 'messages', `${lang}.json`);
}

export function readCatalogue(lang: string): Record<string, string> {
  return JSON.parse(readFileSync(catalogueFile(lang), 'utf8')) as Record<string, string>;
}

export function compileCatalogue(lang: string, source: Record<string, string>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${lang}.json: ${key}: ${(error as Error).message}`);
    }
  }
  return compiled;
}

export function catalogue(): Plugin {
  return {
    name: 'storyshelf:catalogue',
    resolveId(id) {
      if (id.startsWith(prefix) && languages.includes(id.slice(prefix.length))) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const lang = id.slice(prefix.length + 1);
      this.addWatchFile(catalogueFile(lang));
      return `export default ${JSON.stringify(compileCatalogue(lang, readCatalogue(lang)))};`;
    },
  };
}
