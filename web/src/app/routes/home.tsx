import { BookHeart, Download, HeartHandshake, Sparkles } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBooks } from '@/features/books/api/get-books';
import { BooksList } from '@/features/books/components/books-list';
import { LatestBook } from '@/features/books/components/latest-book';
import { DeferredNewsletterForm } from '@/features/newsletter/components/deferred-newsletter-form';
import { FeaturedTestimonials } from '@/features/testimonials/components/featured-testimonials';
import { ComingSoon } from '@/features/upcoming-books/components/coming-soon';
import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import { useSite, type SiteHome } from '@/lib/site';

// The 'why' items' icons and colours, in turn.
const whyLooks = [
  { Icon: BookHeart, tint: 'bg-orange-100 text-orange-800' },
  { Icon: Download, tint: 'bg-teal-100 text-teal-800' },
  { Icon: HeartHandshake, tint: 'bg-rose-100 text-rose-800' },
] as const;

// The owner's 'why' section, in the page's language (each text falls back to English on its own).
function WhyParentsLoveUs({ home }: { home: SiteHome }) {
  if (home.whyItems.length === 0) return null;
  const heading = ownerText(home.whyHeading, home.whyHeadingEs);
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
      <h2 id="why-heading" lang={heading.lang} className="font-display text-center text-3xl font-extrabold text-stone-900">
        {heading.text}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {home.whyItems.map((item, i) => {
          const { Icon, tint } = whyLooks[i % whyLooks.length]!;
          const title = ownerText(item.title, item.titleEs);
          const text = ownerText(item.text, item.textEs);
          return (
            <li key={i} className="rounded-3xl border-2 border-amber-200 bg-white p-6 text-center shadow-sm">
              <span className={`mx-auto flex size-16 items-center justify-center rounded-2xl ${tint}`}>
                <Icon aria-hidden="true" className="size-8" />
              </span>
              <h3 lang={title.lang} className="font-display mt-4 text-xl font-extrabold text-stone-900">
                {title.text}
              </h3>
              <p lang={text.lang} className="mt-2 text-stone-700">
                {text.text}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function HomeRoute() {
  const { identity, home } = useSite();
  // The reviews' books are among the books the page lists; their languages mark the reviews.
  const books = useBooks().data;
  const badge = ownerText(home.badge, home.badgeEs);
  const title = ownerText(home.title, home.titleEs);
  const highlight = ownerText(home.highlight, home.highlightEs);
  const subtitle = ownerText(home.subtitle, home.subtitleEs);
  const primaryButton = ownerText(home.primaryButton, home.primaryButtonEs);
  const secondaryButton = ownerText(home.secondaryButton, home.secondaryButtonEs);
  const heroTitle = [title.text, highlight.text].filter(Boolean).join(' ');
  return (
    <>
      <title>{[identity.name, heroTitle].filter(Boolean).join(' | ')}</title>
      <section className="bg-gradient-to-b from-amber-100 via-orange-50 to-amber-50">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          {badge.text ? (
            <p
              lang={badge.lang}
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 text-sm font-bold text-teal-800 shadow-sm"
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {badge.text}
            </p>
          ) : null}
          <h1 className="font-display mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight wrap-break-word text-stone-900 sm:text-6xl">
            <span lang={title.lang}>{title.text}</span>
            {highlight.text ? (
              <>
                {' '}
                <span lang={highlight.lang} className="text-orange-800">
                  {highlight.text}
                </span>
              </>
            ) : null}
          </h1>
          {subtitle.text ? (
            <p lang={subtitle.lang} className="mx-auto mt-6 max-w-2xl text-lg text-stone-700">
              {subtitle.text}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <ButtonLink to={paths.books.getHref()} size="lg" lang={primaryButton.lang}>
              {primaryButton.text}
            </ButtonLink>
            <ButtonLink to={paths.about.getHref()} size="lg" variant="secondary" lang={secondaryButton.lang}>
              {secondaryButton.text}
            </ButtonLink>
          </div>
        </div>
      </section>

      <LatestBook />

      <section aria-labelledby="collection-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="collection-heading" className="font-display text-3xl font-extrabold text-stone-900">
          {t('home.collectionHeading')}
        </h2>
        <div className="mt-8">
          <BooksList />
        </div>
      </section>

      <ComingSoon />

      <WhyParentsLoveUs home={home} />

      <div className="bg-white/60">
        <FeaturedTestimonials languageOf={(bookId) => books?.find((book) => book.id === bookId)?.language} />
      </div>

      <div className="px-4 py-14 sm:px-6 lg:px-8">
        <DeferredNewsletterForm />
      </div>

      <section aria-labelledby="closing-heading" className="mx-auto max-w-6xl px-4 pb-16 text-center sm:px-6 lg:px-8">
        <h2 id="closing-heading" className="font-display text-3xl font-extrabold text-stone-900">
          {t('home.closingHeading')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-stone-700">
          {t('home.closingText')}
        </p>
        <ButtonLink to={paths.books.getHref()} size="lg" className="mt-6">
          {t('home.seeAllBooks')}
        </ButtonLink>
      </section>
    </>
  );
}
