import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { pageWindow } from './page-window';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

const base =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-bold transition-colors';

function PagerButton({
  disabled,
  onClick,
  label,
  current,
  children,
}: {
  disabled?: boolean;
  onClick: () => void;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  const look = current
    ? 'bg-orange-700 text-white'
    : disabled
      ? 'cursor-not-allowed text-stone-500'
      : 'border-2 border-amber-300 bg-white text-stone-900 hover:bg-amber-100';
  // aria-disabled, not disabled: a button that becomes unusable keeps the focus.
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled && !current) onClick();
      }}
      className={`${base} ${look}`}
    >
      {children}
    </button>
  );
}

// Spec §2, §9: a window of 5 page buttons with Previous and Next.
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <PagerButton label="Previous" disabled={page <= 1} onClick={() => onChange(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Previous</span>
          </PagerButton>
        </li>
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <PagerButton label={`Page ${n}`} current={n === page} onClick={() => onChange(n)}>
              {n}
            </PagerButton>
          </li>
        ))}
        <li>
          <PagerButton label="Next" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
            <span className="max-sm:sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </PagerButton>
        </li>
      </ul>
    </nav>
  );
}
