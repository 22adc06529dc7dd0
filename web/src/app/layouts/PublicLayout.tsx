import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { LanguageOffer } from '@/components/language-offer';
import { RouteChangeTracker } from '@/components/route-change-tracker';
import { ScrollToTop } from '@/components/scroll-to-top';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-amber-50 text-stone-900">
      <ScrollToTop />
      <RouteChangeTracker />
      <a
        href="#main-content"
        className="sr-only z-50 rounded-full bg-orange-700 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('layout.skipToContent')}
      </a>
      <LanguageOffer />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* While a page's code loads, the header and footer stay. */}
        <Suspense fallback={<Spinner label={t('layout.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
