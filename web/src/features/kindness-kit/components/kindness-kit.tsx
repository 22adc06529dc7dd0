import { useCallback, type ReactNode } from 'react';

import { coverImage } from '@/lib/cover-image';
import { ownerText } from '@/lib/owner-text';

import { useBookKit } from '../api/get-book-kit';
import { kitHeadline, kitSubheadline } from '../utils/kit-wording';

import { DeferredKitSignupForm } from './deferred-kit-signup-form';

// The block's address on the book page: newsletters link to /books/…#kit.
const kitAnchor = 'kit';

type KindnessKitProps = {
  bookId: string;
  // The privacy policy opener shown beside the agreement box (the privacy feature's dialog).
  privacyPolicy: ReactNode;
};

// The book page's kindness kit sign-up block (spec §2): shown only when the
// book has an active kit with files. It is optional content, so while it loads,
// when there is no kit or when it cannot be loaded, it renders nothing.
export function KindnessKit({ bookId, privacyPolicy }: KindnessKitProps) {
  const { data: kit } = useBookKit(bookId);
  // A link to the kit (a newsletter's "Get the free kit") lands on it once it
  // has loaded: the browser looked for #kit before the block was there.
  const scrollIfLinked = useCallback((section: HTMLElement | null) => {
    if (section && window.location.hash === `#${kitAnchor}`) section.scrollIntoView?.();
  }, []);
  if (!kit?.files?.length) return null;
  const title = ownerText(kit.title, kit.titleEs);
  // The owner's words, or the page's own fallback wording when the kit has none.
  const headline = ownerText(kit.headline, kit.headlineEs);
  const subheadline = ownerText(kit.subheadline, kit.subheadlineEs);

  return (
    <section
      id={kitAnchor}
      ref={scrollIfLinked}
      aria-labelledby="kit-heading"
      className="scroll-mt-24 rounded-3xl border-2 border-teal-700 bg-teal-50 p-5 shadow-sm sm:p-8 md:flex md:items-start md:gap-10"
    >
      {kit.heroImageUrl ? (
        <img
          {...coverImage(kit.heroImageUrl)}
          sizes="(min-width: 768px) 256px, 176px"
          alt=""
          width={480}
          height={720}
          loading="lazy"
          className="mx-auto mb-6 h-auto w-44 rounded-2xl shadow-md md:mb-0 md:w-64 md:shrink-0"
        />
      ) : null}
      <div className="md:flex-1">
        <p lang={title.lang} className="font-bold text-teal-900">
          {title.text}
        </p>
        <h2 id="kit-heading" lang={headline.lang} className="font-display mt-1 text-3xl font-extrabold text-stone-900">
          {headline.text || kitHeadline()}
        </h2>
        <p lang={subheadline.lang} className="mt-2 text-stone-700">
          {subheadline.text || kitSubheadline()}
        </p>
        <DeferredKitSignupForm kit={kit} privacyPolicy={privacyPolicy} />
      </div>
    </section>
  );
}
