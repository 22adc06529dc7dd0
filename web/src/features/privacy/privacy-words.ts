import { loadCataloguePart } from '@/lib/i18n';

// The privacy policy's body is a part of the catalogue of its own (web/vite-plugins/catalogue.ts):
// its page and its dialog load it beside their code, and render once both are in.
export function withPrivacyWords<T>(code: Promise<T>): Promise<T> {
  return Promise.all([code, loadCataloguePart('privacy')]).then(([module]) => module);
}
