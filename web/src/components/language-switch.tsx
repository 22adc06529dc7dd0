import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';

import { currentLang, otherLang, pathInLang, rememberLang, t } from '@/lib/i18n';

// The same page in the other language. A full page load, not a client-side navigation: the
// other language's page brings its own words and data. Its name is written in that language
// and marked so, for screen readers to pronounce it right.
export function LanguageSwitch({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const lang = currentLang();
  const other = otherLang(lang);
  // Inside the router, pathname is the page's path without the /es basename.
  const href = pathInLang(pathname, other) + search + hash;
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => {
        rememberLang(other);
        onClick?.();
      }}
    >
      <Languages aria-hidden="true" className="size-5" />
      {t('language.other')}
    </a>
  );
}
