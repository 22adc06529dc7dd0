import { Check } from 'lucide-react';

export const learningBenefits = [
  'Builds empathy and kindness by talking about how the characters feel and why',
  'Grows vocabulary and early reading skills with rich, read-aloud language',
  'Names big feelings so children can recognise and share their own',
  'Sparks curiosity and questions that lead to real conversations at home and in class',
  'Encourages creativity with hands-on activities that take the story off the page',
] as const;

// The same for every book (spec §2 "a fixed 'Learning Benefits' list").
export function LearningBenefits() {
  return (
    <section aria-labelledby="learning-benefits-heading" className="rounded-3xl bg-teal-50 p-6 ring-1 ring-teal-200 sm:p-8">
      <h2 id="learning-benefits-heading" className="font-display text-2xl font-extrabold text-stone-900">
        Learning Benefits
      </h2>
      <ul className="mt-4 space-y-3">
        {learningBenefits.map((benefit) => (
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
