import type { ReactNode } from 'react';

// What a list shows when it has nothing: what is missing, what to do, and a way to do it.
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-amber-300 bg-white p-8 text-center">
      <h2 className="font-display text-xl font-bold text-stone-900">{title}</h2>
      <p className="mt-1 text-stone-700">{children}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
