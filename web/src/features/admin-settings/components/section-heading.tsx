import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

// A settings section's title, and while its form has changes not saved, a badge saying so.
export function SectionHeading({ id, title, dirty }: { id: string; title: string; dirty: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <h2 id={id} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {dirty ? (
        <p className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-bold text-amber-900 ring-1 ring-amber-300">
          Unsaved changes
        </p>
      ) : null}
    </div>
  );
}

// What a section's settings do now, at its top: working (green) or not yet (amber).
export function SectionStatus({ ok, icon, children }: { ok: boolean; icon?: ReactNode; children: ReactNode }) {
  return ok ? (
    <p className="flex items-start gap-2 rounded-2xl border-2 border-green-200 bg-green-50 px-4 py-3 text-green-900">
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  ) : (
    <p className="flex items-start gap-2 rounded-2xl border-2 border-amber-300 bg-amber-50 px-4 py-3 text-stone-900">
      {icon ?? <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />}
      <span>{children}</span>
    </p>
  );
}
