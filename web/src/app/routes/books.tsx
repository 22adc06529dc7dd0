import { Library } from 'lucide-react';

import { PageTitle } from '@/components/page-title';
import { BooksCatalogue } from '@/features/books/components/books-catalogue';
import { t } from '@/lib/i18n';

export default function BooksRoute() {
  return (
    <>
      <PageTitle title={t('books.pageTitle')} />
      <section className="bg-gradient-to-b from-amber-100 via-orange-50 to-amber-50">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 text-sm font-bold text-teal-800 shadow-sm">
            <Library aria-hidden="true" className="size-4" />
            {t('books.badge')}
          </p>
          <h1 className="font-display mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            {t('books.headingLead')} <span className="text-orange-800">{t('books.headingHighlight')}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-700">
            {t('books.intro')}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-16 sm:px-6 lg:px-8">
        <BooksCatalogue />
      </div>
    </>
  );
}
