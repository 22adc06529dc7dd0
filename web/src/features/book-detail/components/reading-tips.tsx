import { Heart } from 'lucide-react';

export const readingTips = [
  { title: 'Read it again (and again)', text: 'Children spot new details on every reading, and a familiar story builds confidence.' },
  { title: 'Pause and wonder', text: 'Ask “What do you think happens next?” or “How does this character feel?” and really listen.' },
  { title: 'Let them point and name', text: 'Invite your child to find colours, shapes and feelings in the pictures before you turn the page.' },
  { title: 'Connect it to everyday life', text: 'Talk about a time you were kind, brave or curious, just like the characters.' },
  { title: 'Keep it cosy and short', text: 'A few happy minutes every day matter more than one long session.' },
] as const;

// The same for every book (spec §2 "fixed reading tips for parents").
export function ReadingTips() {
  return (
    <section aria-labelledby="reading-tips-heading">
      <h2 id="reading-tips-heading" className="font-display text-3xl font-extrabold text-stone-900">
        Reading Tips for Parents
      </h2>
      <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {readingTips.map((tip, i) => (
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
