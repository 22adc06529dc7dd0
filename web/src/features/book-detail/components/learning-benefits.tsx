import { Check } from 'lucide-react';

import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import type { LearningBenefit } from '@/types/api';

// The book's learning benefits (spec §2 "a fixed 'Learning Benefits' list"): the book's own,
// else the site's, both as the owner wrote them (BookDetail picks). Left out when there are none.
export function LearningBenefits({ benefits }: { benefits: LearningBenefit[] }) {
  if (benefits.length === 0) return null;
  return (
    <section aria-labelledby="learning-benefits-heading" className="rounded-3xl bg-teal-50 p-6 ring-1 ring-teal-200 sm:p-8">
      <h2 id="learning-benefits-heading" className="font-display text-2xl font-extrabold text-stone-900">
        {t('bookDetail.benefitsHeading')}
      </h2>
      <ul className="mt-4 space-y-3">
        {benefits.map((benefit, i) => {
          const text = ownerText(benefit.text, benefit.textEs);
          return (
            <li key={i} lang={text.lang} className="flex gap-3 text-stone-800">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-800 text-white">
                <Check aria-hidden="true" className="size-4" />
              </span>
              {text.text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
