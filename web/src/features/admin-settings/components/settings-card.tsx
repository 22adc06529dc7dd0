import type { ReactNode } from 'react';

type SettingsCardProps = {
  id: string;
  title: string;
  intro: ReactNode;
  // Whether the section's form has changes not saved yet: its heading then says so.
  dirty: boolean;
  className?: string;
  children: ReactNode;
};

// One section of the settings screen in its own card: its heading (with 'Unsaved changes'
// while its form has some), a line saying what it holds, and its form.
export function SettingsCard({ id, title, intro, dirty, className = '', children }: SettingsCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6 ${className}`.trim()}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl font-bold text-stone-900">
          {title}
        </h2>
        {dirty ? (
          <p className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-bold text-amber-900 ring-1 ring-amber-300">
            Unsaved changes
          </p>
        ) : null}
      </div>
      <p className="mt-1 mb-5 text-sm text-stone-700">{intro}</p>
      {children}
    </section>
  );
}
