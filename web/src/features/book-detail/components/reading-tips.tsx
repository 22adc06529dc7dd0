import { Heart } from 'lucide-react';

import { t } from '@/lib/i18n';

// Read when shown: the catalogue is loaded by then.
const readingTips = () => [
  { title: t('bookDetail.tipAgainTitle'), text: t('bookDetail.tipAgainText') },
  { title: t('bookDetail.tipWonderTitle'), text: t('bookDetail.tipWonderText') },
  { title: t('bookDetail.tipPointTitle'), text: t('bookDetail.tipPointText') },
  { title: t('bookDetail.tipConnectTitle'), text: t('bookDetail.tipConnectText') },
  { title: t('bookDetail.tipCosyTitle'), text: t('bookDetail.tipCosyText') },
];

// The same for every book (spec §2 "fixed reading tips for parents").
export function ReadingTips() {
  return (
    <section aria-labelledby="reading-tips-heading">
      <h2 id="reading-tips-heading" className="font-display text-3xl font-extrabold text-stone-900">
        {t('bookDetail.tipsHeading')}
      </h2>
      <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {readingTips().map((tip, i) => (
          <li key={tip.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
            <span className="flex size-9 items-center justify-center rounded-full bg-orange-100 font-display text-lg font-extrabold text-orange-800" aria-hidden="true">
              {i + 1}
            </span>
            <h3 className="mt-3 flex items-center gap-2 text-lg font-extrabold text-stone-900">
              {tip.title}
              <Heart aria-hidden="true" className="size-4 text-orange-700" />
            </h3>
            <p className="mt-1 text-stone-700">{tip.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
