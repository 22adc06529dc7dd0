import { BookOpen, CalendarHeart, Sparkles } from 'lucide-react';

import { t } from '@/lib/i18n';
import { ownerText } from '@/lib/owner-text';
import type { AboutCard } from '@/types/api';

import { useAboutCards } from '../api/get-about-cards';

// The cards take these pictures in turn.
const icons = [BookOpen, Sparkles, CalendarHeart];

function Card({ card, index }: { card: AboutCard; index: number }) {
  const Icon = icons[index % icons.length];
  const number = ownerText(card.number, card.numberEs);
  const label = ownerText(card.label, card.labelEs);
  const text = ownerText(card.text, card.textEs);
  return (
    <li className="rounded-3xl border-2 border-amber-200 bg-white p-6 text-center shadow-sm">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-orange-100 text-orange-800">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h3 className="font-display mt-4 text-2xl font-extrabold text-stone-900">
        {number.text ? (
          <>
            <span lang={number.lang}>{number.text}</span>{' '}
          </>
        ) : null}
        <span lang={label.lang}>{label.text}</span>
      </h3>
      {text.text ? (
        <p lang={text.lang} className="mt-2 text-stone-700">
          {text.text}
        </p>
      ) : null}
    </li>
  );
}

// "The Story So Far": the owner's info cards (spec §2 "Author page": by default a series of 6
// planned books, 2 published, the 3rd coming soon), a number she may have the catalogue work
// out. Without cards, or while they cannot be read, the section is left out.
export function StorySoFar() {
  const cards = useAboutCards().data?.cards ?? [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="series-heading">
      <h2 id="series-heading" className="font-display text-center text-3xl font-extrabold text-stone-900">
        {t('author.seriesHeading')}
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {cards.map((card, i) => (
          <Card key={i} card={card} index={i} />
        ))}
      </ul>
    </section>
  );
}
