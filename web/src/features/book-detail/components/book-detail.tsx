import { ArrowLeft, Library, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import type { Book } from '@/types/api';

import { useReading } from '../api/get-reading';

import { BookCover } from './book-cover';
import { BookInfo } from './book-info';
import { BookMaterials } from './book-materials';
import { LearningBenefits } from './learning-benefits';
import { ReadingTips } from './reading-tips';

type BookDetailProps = {
  book: Book;
  // The canonical {slug}-{shortid} of the book.
  slugWithId: string;
  // The kindness kit sign-up block and 'Reader Reviews', composed by the route
  // (they belong to the kindness-kit and testimonials features).
  kindnessKit: ReactNode;
  reviews: ReactNode;
};

// The book page, in the order of spec §2 "Book detail". Its learning benefits and reading tips
// are the book's own where it has them, else the site's.
export function BookDetail({ book, slugWithId, kindnessKit, reviews }: BookDetailProps) {
  const site = useReading().data;
  const benefits = book.learningBenefits?.length ? book.learningBenefits : (site?.benefits ?? []);
  const tips = book.readingTips?.length ? book.readingTips : (site?.tips ?? []);
  return (
    <>
      <PageTitle title={t('bookDetail.pageTitle', { title: book.title, author: book.author })} />
      <div className="bg-gradient-to-b from-amber-100 via-orange-50 to-amber-50">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6 lg:px-8">
          <Link
            to={paths.books.getHref()}
            className="inline-flex items-center gap-2 rounded-full px-2 py-1 font-bold text-orange-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('bookDetail.backToBooks')}
          </Link>

          <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-12">
            <div className="mx-auto w-full max-w-[16rem] sm:max-w-xs md:max-w-none">
              <BookCover book={book} />
            </div>
            <div className="flex flex-col gap-8">
              <BookInfo book={book} />
              <LearningBenefits benefits={benefits} />
              {book.hasMultimedia !== false ? (
                <div>
                  <ButtonLink to={paths.multimedia.getHref(slugWithId)} size="lg">
                    <PlayCircle aria-hidden="true" className="size-5" />
                    {t('bookDetail.multimediaLink')}
                  </ButtonLink>
                </div>
              ) : null}
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-14 sm:px-6 lg:px-8">
        {kindnessKit}
        <BookMaterials book={book} />
        {reviews}
        <ReadingTips tips={tips} />
        <div className="rounded-3xl bg-amber-100 px-6 py-10 text-center ring-1 ring-amber-200">
          <Library aria-hidden="true" className="mx-auto size-10 text-orange-700" />
          <p className="font-display mt-3 text-2xl font-extrabold text-stone-900">{t('bookDetail.nextStory')}</p>
          <ButtonLink to={paths.books.getHref()} size="lg" className="mt-5">
            {t('bookDetail.exploreMore')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
