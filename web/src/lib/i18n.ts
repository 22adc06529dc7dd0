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

export function activateCatalogue(lang: Lang, messages: Messages): void {
  i18n.loadAndActivate({ locale: lang, messages });
}

// A text in the page's language, with its values put in: t('books.count', { count: 3 }).
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  return i18n._(key, values);
}

export function currentLang(): Lang {
  return i18n.locale === 'es' ? 'es' : 'en';
}
