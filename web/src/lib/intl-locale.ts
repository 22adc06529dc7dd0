import { currentLang } from './i18n';

// The locale Intl formats dates and numbers with on this page: American English on the
// English pages, as the spec words its dates ("June 1, 2025"), and Spanish under /es/.
export function intlLocale(): string {
  return currentLang() === 'es' ? 'es' : 'en-US';
}
