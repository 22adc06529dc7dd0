import type { ReactNode, Ref } from 'react';

// One part of the Account screen: a titled card whose heading names it for screen readers
// (a region) and can take the focus when what it showed is gone.
export function AccountSection({
  id,
  title,
  intro,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {intro ? <div className="mt-1 mb-4 text-stone-700">{intro}</div> : <div className="mb-4" />}
      {children}
    </section>
  );
}
