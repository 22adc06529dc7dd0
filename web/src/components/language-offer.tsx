import { X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { browserPrefersSpanish, currentLang, pathInLang, rememberedLang, rememberLang, t } from '@/lib/i18n';

// On an English page, a visitor whose browser prefers Spanish (or who chose Spanish here
// before) is offered the Spanish page; nobody is sent there unasked, so shared links and
// search engines keep the page they asked for. Saying no is remembered like a choice.
export function LanguageOffer() {
  const { pathname, search, hash } = useLocation();
  const [shown, setShown] = useState(() => {
    if (currentLang() !== 'en') return false;
    const chosen = rememberedLang();
    return chosen === 'es' || (chosen === null && browserPrefersSpanish());
  });
  if (!shown) return null;
  // The offer speaks Spanish, to the visitor it is for; its words are in the English
  // catalogue (the only one an English page loads), written in Spanish.
  return (
    <aside lang="es" aria-label={t('language.offerRegion')} className="border-b border-teal-200 bg-teal-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-stone-900 sm:px-6 lg:px-8">
        <p className="flex-1">{t('language.offerText')}</p>
        <a
          href={pathInLang(pathname, 'es') + search + hash}
          hrefLang="es"
          className="rounded-full bg-teal-700 px-4 py-2 font-bold text-white hover:bg-teal-800"
          onClick={() => rememberLang('es')}
        >
          {t('language.offerLink')}
        </a>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-teal-100"
          aria-label={t('language.offerDismiss')}
          onClick={() => {
            rememberLang('en');
            setShown(false);
          }}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </aside>
  );
}
