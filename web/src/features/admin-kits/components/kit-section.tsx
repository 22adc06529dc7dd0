import type { ReactNode } from 'react';

// One titled part of the files manager.
export function KitSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-stone-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
