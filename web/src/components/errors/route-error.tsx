import { isRouteErrorResponse } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { currentLang, pathInLang, t } from '@/lib/i18n';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return t('errors.unknown');
}

// The router's default error screen (spec §8 "Router default"), for the error a route threw.
export function RouteError({ error }: { error: unknown }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-amber-50 px-4 text-center">
      <PageTitle title={t('errors.title')} />
      <h1 className="text-3xl font-extrabold text-stone-900">{t('errors.unexpected')}</h1>
      <p className="max-w-xl text-lg text-red-800">{describe(error)}</p>
      <a
        href={pathInLang('/', currentLang())}
        className="rounded-full bg-orange-700 px-5 py-2 font-bold text-white hover:bg-orange-800"
      >
        {t('errors.backToHome')}
      </a>
    </main>
  );
}
