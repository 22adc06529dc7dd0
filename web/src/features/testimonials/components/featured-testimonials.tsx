import { BookOpen, Quote } from 'lucide-react';
import { Link } from 'react-router';

import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { t, wordsLang } from '@/lib/i18n';
import type { Testimonial } from '@/types/api';

import { useFeaturedTestimonials } from '@/features/testimonials/api/get-featured-testimonials';

import { reviewLang, type LanguageOf } from '../utils/review-lang';

// Spec §9: Home shows three testimonials.
export const HOME_TESTIMONIALS = 3;

// The book's title is in the book's language, the review's words in their own (reviewLang); each
// is marked when the page speaks another.
function TestimonialCard({ testimonial, languageOf }: { testimonial: Testimonial; languageOf: LanguageOf }) {
  const titleLang = wordsLang(languageOf(testimonial.bookId));
  const lang = wordsLang(reviewLang(testimonial, languageOf));
  const source = testimonial.source?.trim();
  return (
    <figure className="relative flex h-full flex-col gap-3 rounded-3xl border-2 border-amber-200 bg-white p-6 shadow-sm">
      <Quote aria-hidden="true" className="absolute top-5 right-5 size-8 text-amber-300" />
      <StarRating rating={testimonial.rating} className="[&_svg]:size-5" />
      {testimonial.title ? (
        <p lang={lang} className="pr-8 font-extrabold text-stone-900">
          {testimonial.title}
        </p>
      ) : null}
      <blockquote lang={lang} className="flex-1 text-stone-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="border-t-2 border-dashed border-amber-200 pt-3">
        <p className="font-bold text-stone-900">{testimonial.reviewerName}</p>
        <p lang={source ? lang : undefined} className="text-sm text-stone-700">
          {source || t('testimonials.reader')}
        </p>
        {testimonial.bookTitle ? (
          testimonial.bookSlug ? (
            <Link
              to={paths.book.getHref(testimonial.bookSlug)}
              aria-label={t('testimonials.readAbout', { title: testimonial.bookTitle })}
              className="mt-2 inline-flex items-center gap-1.5 rounded text-sm font-bold text-orange-800 underline-offset-4 hover:underline"
            >
              <BookOpen aria-hidden="true" className="size-4 shrink-0" />
              <span lang={titleLang}>{testimonial.bookTitle}</span>
            </Link>
          ) : (
            <p lang={titleLang} className="mt-2 text-sm font-bold text-stone-800">
              {testimonial.bookTitle}
            </p>
          )
        ) : null}
      </figcaption>
    </figure>
  );
}

// 'What Parents & Teachers Say' on Home (spec §2). While loading, when empty and when
// loading fails the section is simply not there (the spec hides it silently). languageOf tells
// a book's language (the route knows the books).
export function FeaturedTestimonials({ languageOf }: { languageOf: LanguageOf }) {
  const testimonialsQuery = useFeaturedTestimonials();
  const testimonials = testimonialsQuery.isSuccess && Array.isArray(testimonialsQuery.data) ? testimonialsQuery.data.slice(0, HOME_TESTIMONIALS) : [];
  if (testimonials.length === 0) return null;

  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="testimonials-heading" className="font-display text-center text-3xl font-extrabold text-stone-900">
        {t('testimonials.featuredHeading')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} languageOf={languageOf} />
          </li>
        ))}
      </ul>
    </section>
  );
}
