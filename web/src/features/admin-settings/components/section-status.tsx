import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

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
