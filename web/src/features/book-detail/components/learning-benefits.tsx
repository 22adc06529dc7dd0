import { Check } from 'lucide-react';

import { t } from '@/lib/i18n';

// Read when shown: the catalogue is loaded by then.
const learningBenefits = () => [
  t('bookDetail.benefitEmpathy'),
  t('bookDetail.benefitVocabulary'),
  t('bookDetail.benefitFeelings'),
  t('bookDetail.benefitCuriosity'),
  t('bookDetail.benefitCreativity'),
];

// The same for every book (spec §2 "a fixed 'Learning Benefits' list").
export function LearningBenefits() {
  return (
    <section aria-labelledby="learning-benefits-heading" className="rounded-3xl bg-teal-50 p-6 ring-1 ring-teal-200 sm:p-8">
      <h2 id="learning-benefits-heading" className="font-display text-2xl font-extrabold text-stone-900">
        {t('bookDetail.benefitsHeading')}
      </h2>
      <ul className="mt-4 space-y-3">
        {learningBenefits().map((benefit) => (
          <li key={benefit} className="flex gap-3 text-stone-800">
            <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-800 text-white">
              <Check aria-hidden="true" className="size-4" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
