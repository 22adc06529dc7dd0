import { BadgeCheck, MessageCircleHeart, PencilLine, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type Ref } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StarRating } from '@/components/ui/star-rating';
import { formatLongDate } from '@/lib/format-long-date';
import { t, wordsLang } from '@/lib/i18n';
import { useBookTestimonials } from '@/features/testimonials/api/get-book-testimonials';
import type { Testimonial } from '@/types/api';

import { isReviewRole } from '../utils/review-form';
import { reviewLang, type LanguageOf } from '../utils/review-lang';

// The form loads when a reader opens it: most visitors only read.
const WriteReviewForm = lazy(() => import('./write-review-form'));

// Spec §9: the book detail page shows 3 reviews first.
export const INITIAL_REVIEWS = 3;

// What the reviewer said they are, else 'Reader' as the spec says for a review without a source.
function roleName(role?: string): string {
  return isReviewRole(role) ? t(`review.role.${role}`) : t('testimonials.reader');
}

// The review's words are marked with their language when the page speaks another.
function ReviewCard({ review, languageOf, focusRef }: { review: Testimonial; languageOf: LanguageOf; focusRef?: Ref<HTMLElement> }) {
  const lang = wordsLang(reviewLang(review, languageOf));
  return (
    <article
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className="flex h-full flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-6 shadow-sm"
    >
      <StarRating rating={review.rating} />
      {review.title ? (
        <h3 lang={lang} className="text-lg font-extrabold text-stone-900">
          {review.title}
        </h3>
      ) : null}
      <p lang={lang} className="flex-1 text-stone-700">
        {review.content}
      </p>
      <footer className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-amber-100 pt-3 text-sm text-stone-700">
        <span className="font-bold text-stone-900">{review.reviewerName}</span>
        <span lang={review.source ? lang : undefined} className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {review.source || roleName(review.role)}
        </span>
        {review.date ? <time dateTime={review.date}>{formatLongDate(review.date)}</time> : null}
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 font-semibold text-teal-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('testimonials.verifiedPurchase')}
          </span>
        ) : null}
      </footer>
    </article>
  );
}

// The first three reviews, then all of them after 'See more reviews (N more)' (spec §2, §4).
export function ReviewsList({ reviews, languageOf }: { reviews: Testimonial[]; languageOf: LanguageOf }) {
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLElement>(null);
  const hidden = reviews.length - INITIAL_REVIEWS;
  const visible = showAll ? reviews : reviews.slice(0, INITIAL_REVIEWS);

  // Keyboard users continue reading where the new reviews start.
  useEffect(() => {
    if (showAll) firstRevealed.current?.focus();
  }, [showAll]);

  return (
    <>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {visible.map((review, i) => (
          <li key={review.id}>
            <ReviewCard review={review} languageOf={languageOf} focusRef={showAll && i === INITIAL_REVIEWS ? firstRevealed : undefined} />
          </li>
        ))}
      </ul>
      {!showAll && hidden > 0 ? (
        <div className="mt-6 text-center">
          <Button variant="secondary" onClick={() => setShowAll(true)}>
            {t('testimonials.seeMore', { count: hidden })}
          </Button>
        </div>
      ) : null}
    </>
  );
}

// 'Reader Reviews' of a book's story: GET /api/books/{bookId}/testimonials, its own and its other
// edition's. languageOf tells the language of each (the route knows both editions).
export function BookReviews({ bookId, languageOf }: { bookId: string; languageOf: LanguageOf }) {
  const reviewsQuery = useBookTestimonials(bookId);
  const [writing, setWriting] = useState(false);
  const writeButton = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setWriting(false);
    queueMicrotask(() => writeButton.current?.focus());
  };

  let body;
  if (reviewsQuery.isPending) {
    body = <Spinner label={t('testimonials.loading')} />;
  } else if (reviewsQuery.isError) {
    body = (
      <p role="alert" className="flex items-center gap-2 rounded-2xl border-2 border-red-200 bg-white p-5 text-red-800">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {t('testimonials.loadFailed')}
      </p>
    );
  } else if (reviewsQuery.data.testimonials.length === 0) {
    body = (
      <div className="rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
        <MessageCircleHeart aria-hidden="true" className="mx-auto size-10 text-orange-700" />
        <p className="mt-3 text-lg font-extrabold text-stone-900">{t('testimonials.noneYet')}</p>
        <p className="mt-1 text-stone-700">{t('testimonials.beFirst')}</p>
      </div>
    );
  } else {
    body = <ReviewsList reviews={reviewsQuery.data.testimonials} languageOf={languageOf} />;
  }

  return (
    <section aria-labelledby="reader-reviews-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reader-reviews-heading" className="font-display text-3xl font-extrabold text-stone-900">
          {t('testimonials.readerReviews')}
        </h2>
        {writing ? null : (
          <Button ref={writeButton} variant="secondary" onClick={() => setWriting(true)}>
            <PencilLine aria-hidden="true" className="size-5" />
            {t('review.write')}
          </Button>
        )}
      </div>
      {writing ? (
        <div className="mt-6">
          <Suspense fallback={<Spinner label={t('testimonials.loading')} />}>
            <WriteReviewForm bookId={bookId} onCancel={closeForm} />
          </Suspense>
        </div>
      ) : null}
      <div className="mt-6">{body}</div>
    </section>
  );
}
