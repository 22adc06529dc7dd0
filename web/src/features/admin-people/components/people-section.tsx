import type { ReactNode, Ref } from 'react';

// A card of the People screen: its heading names it for screen readers (a region), and can
// take the focus when the row that had it is gone.
export function PeopleSection({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
