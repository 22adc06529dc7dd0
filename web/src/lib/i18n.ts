import { setupI18n, type Messages } from '@lingui/core';

import type english from '../../../internal/i18n/messages/en.json';

// The public site speaks English at the spec's addresses and Spanish under /es/. Which one a
// page speaks is fixed when it loads (the language switch is a full page load, which also
// brings the page's data in that language), so texts are read with a plain function instead
// of a React context.
export type Lang = 'en' | 'es';
export type MessageKey = keyof typeof english;

export const i18n = setupI18n();

export function langOfPath(pathname: string): Lang {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

// Loads and switches to a language's words; only that language's catalogue is fetched.
export async function loadCatalogue(lang: Lang): Promise<void> {
  const { default: messages } = await (lang === 'es' ? import('virtual:catalogue/es') : import('virtual:catalogue/en'));
  activateCatalogue(lang, messages);
}

// The parts of the site's words that load on demand (web/vite-plugins/catalogue.ts).
const catalogueParts = {
  privacy: { en: () => import('virtual:catalogue/en/privacy'), es: () => import('virtual:catalogue/es/privacy') },
};

// Adds the words of a part of the site that loads on demand: the privacy policy's body, loaded
// with its page or dialog.
// The page's language is read from its address, as main.tsx does: a page opened straight at
// /es/privacy-policy loads this part alongside the catalogue, before either is active.
export async function loadCataloguePart(part: keyof typeof catalogueParts): Promise<void> {
  const lang = langOfPath(window.location.pathname);
  const { default: messages } = await catalogueParts[part][lang]();
  i18n.load(lang, messages);
}

// Adds to what is loaded (a part may have arrived first) rather than replacing it.
export function activateCatalogue(lang: Lang, messages: Messages): void {
  i18n.load(lang, messages);
  i18n.activate(lang);
}

// A text in the page's language, with its values put in: t('books.count', { count: 3 }).
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

export function currentLang(): Lang {
  return i18n.locale === 'es' ? 'es' : 'en';
}

export function otherLang(lang: Lang): Lang {
  return lang === 'es' ? 'en' : 'es';
}

// The lang attribute of words written in lang (a book edition's title and description) on the
// page: none when the page speaks it, else lang, so a screen reader reads them with the right
// voice.
export function wordsLang(lang: Lang | undefined): Lang | undefined {
  return lang && lang !== currentLang() ? lang : undefined;
}

// The same page in lang: '/books/x' ↔ '/es/books/x', '/' ↔ '/es/'.
export function pathInLang(pathname: string, lang: Lang): string {
  const bare = langOfPath(pathname) === 'es' ? pathname.slice(3) || '/' : pathname;
  return lang === 'es' ? `/es${bare}` : bare;
}

// The language a visitor chose with the switch, kept in this browser (nothing is sent anywhere).
const CHOICE_KEY = 'storyshelf-language';

export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(CHOICE_KEY, lang);
  } catch {
    // storage refused (private mode, full): the choice simply is not kept
  }
}

export function rememberedLang(): Lang | null {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return value === 'en' || value === 'es' ? value : null;
  } catch {
    return null;
  }
}

// Whether the browser puts Spanish before English among the visitor's languages.
export function browserPrefersSpanish(languages: readonly string[] = navigator.languages ?? [navigator.language]): boolean {
  for (const code of languages) {
    const base = code.toLowerCase().split('-')[0];
    if (base === 'es') return true;
    if (base === 'en') return false;
  }
  return false;
}
