import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// A deeper admin screen's heading, with the way back to its list above it.
export function BackHeader({ back, title, children }: { back: { href: string; label: string }; title: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <Link
        to={back.href}
        className="inline-flex items-center gap-1 rounded font-bold text-orange-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <h1 className="mt-2 break-words font-display text-3xl font-bold text-stone-900">{title}</h1>
      {children}
    </div>
  );
}
