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

// Which module of the page's words a key travels in. Texts only the server uses (its answers,
// mails, notice pages and the consent records it keeps) are left out of the web's words altogether; the privacy policy's body
// travels with the privacy page and dialog, which load it on demand (lib/i18n.ts
// loadCataloguePart): it is the longest text of the site and most visits never open it. Its
// heading stays with the rest, since links and the dialog's opener show it on every page.
export const serverOnlyAreas = ['api', 'mail', 'notice', 'consent'];
export const catalogueParts = ['privacy'] as const;

export function partOf(key: string): 'server' | (typeof catalogueParts)[number] | 'main' {
  const area = key.slice(0, key.indexOf('.'));
  if (serverOnlyAreas.includes(area)) return 'server';
  if (area === 'privacy' && key !== 'privacy.heading') return 'privacy';
  return 'main';
}

// `virtual:catalogue/es` is the Spanish words every page needs, `virtual:catalogue/es/privacy`
// the privacy policy's. Under Vitest (whole: true) the first holds every key, so a component
// test renders any text without loading parts.
export function catalogue({ whole = false }: { whole?: boolean } = {}): Plugin {
  return {
    name: 'storyshelf:catalogue',
    resolveId(id) {
      if (!id.startsWith(prefix)) return null;
      const [lang, part, ...rest] = id.slice(prefix.length).split('/');
      if (!languages.includes(lang) || rest.length > 0) return null;
      if (part !== undefined && !(catalogueParts as readonly string[]).includes(part)) return null;
      return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [lang, part = 'main'] = id.slice(prefix.length + 1).split('/');
      this.addWatchFile(catalogueFile(lang));
      const source = Object.fromEntries(
        Object.entries(readCatalogue(lang)).filter(([key]) => (whole && part === 'main') || partOf(key) === part),
      );
      return `export default ${JSON.stringify(compileCatalogue(lang, source))};`;
    },
  };
}
