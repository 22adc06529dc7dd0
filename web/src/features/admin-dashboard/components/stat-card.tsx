import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type StatCardProps = {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  children?: ReactNode;
};

// One figure on the dashboard; the label names the figure for assistive technology too.
export function StatCard({ icon: Icon, label, value, children }: StatCardProps) {
  return (
    <section aria-label={label} className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-orange-100 text-orange-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="text-sm font-bold text-stone-700">{label}</p>
          <p className="font-display text-3xl font-bold text-stone-900">{value}</p>
        </div>
      </div>
      {children ? <div className="mt-3 text-sm text-stone-700">{children}</div> : null}
    </section>
  );
}
