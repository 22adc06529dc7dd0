import type { ReactNode } from 'react';

// The box of a list's filters and search, side by side where there is room.
export function FilterPanel({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] gap-4 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      {children}
    </div>
  );
}
