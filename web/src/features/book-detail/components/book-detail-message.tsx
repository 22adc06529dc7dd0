import { ArrowLeft, BookX } from 'lucide-react';

import { PageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

// What the book page says when it cannot show a book (spec §8 "Book detail"),
// always with a way back to the books.
export function BookDetailMessage({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <PageTitle title={t('bookDetail.notFoundTitle')} />
      <div role="alert" className="rounded-3xl border-2 border-amber-200 bg-white p-8 shadow-sm sm:p-10">
        <BookX aria-hidden="true" className="mx-auto size-12 text-orange-700" />
        <h1 className="font-display mt-4 text-2xl font-extrabold text-stone-900 sm:text-3xl">{message}</h1>
        <p className="mt-3 text-stone-700">{t('bookDetail.otherStories')}</p>
        <ButtonLink to={paths.books.getHref()} className="mt-6">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('bookDetail.backToBooks')}
        </ButtonLink>
      </div>
    </div>
  );
}
