import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { adminPaths } from '@/config/admin-paths';

// The kit screens' heading, with the way back to the kit list.
export function KitHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <Link
        to={adminPaths.kindnessKits.getHref()}
        className="inline-flex items-center gap-1 rounded font-bold text-orange-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Kindness Kits
      </Link>
      <h1 className="mt-2 break-words font-display text-3xl font-bold text-stone-900">{title}</h1>
      {children}
    </div>
  );
}
