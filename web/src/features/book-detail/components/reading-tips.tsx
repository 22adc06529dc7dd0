import { Heart } from 'lucide-react';

import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import type { ReadingTip } from '@/types/api';

function Tip({ tip, n }: { tip: ReadingTip; n: number }) {
  const title = ownerText(tip.title, tip.titleEs);
  const text = ownerText(tip.text, tip.textEs);
  return (
    <li className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
      <span className="flex size-9 items-center justify-center rounded-full bg-orange-100 font-display text-lg font-extrabold text-orange-800" aria-hidden="true">
        {n}
      </span>
      <h3 lang={title.lang} className="mt-3 flex items-center gap-2 text-lg font-extrabold text-stone-900">
        {title.text}
        <Heart aria-hidden="true" className="size-4 text-orange-700" />
      </h3>
      <p lang={text.lang} className="mt-1 text-stone-700">
        {text.text}
      </p>
    </li>
  );
}

// The reading tips for parents (spec §2 "fixed reading tips for parents"): the book's own, else
// the site's, both as the owner wrote them (BookDetail picks). Left out when there are none.
export function ReadingTips({ tips }: { tips: ReadingTip[] }) {
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="reading-tips-heading">
      <h2 id="reading-tips-heading" className="font-display text-3xl font-extrabold text-stone-900">
        {t('bookDetail.tipsHeading')}
      </h2>
      <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {tips.map((tip, i) => (
          <Tip key={i} tip={tip} n={i + 1} />
        ))}
      </ol>
    </section>
  );
}
