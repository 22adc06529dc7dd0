import type { ReactNode } from 'react';

type ReportSectionProps = {
  id: string;
  title: string;
  // Beside the title: the table's CSV export.
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

// One part of the report: a card named by its heading, so each is a region of its own.
export function ReportSection({ id, title, action, children, className = '' }: ReportSectionProps) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-bold text-stone-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
