import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { SiteMark } from '@/components/site-mark';
import { paths } from '@/config/paths';

type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

// The frame of the signed-out admin pages (login, forgot and reset password, setup).
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <main className="min-h-screen bg-amber-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <Link
          to={paths.home.getHref()}
          className="mx-auto mb-6 flex w-fit max-w-full items-center gap-2 rounded-full pr-2 text-xl font-extrabold text-stone-900"
        >
          <SiteMark />
        </Link>
        <div className="rounded-3xl border-2 border-amber-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-bold uppercase tracking-wide text-orange-800">Admin Portal</p>
          <h1 className="mt-1 font-display text-3xl font-bold text-stone-900">{title}</h1>
          {intro ? <div className="mt-2 text-stone-700">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-stone-700">{footer}</div> : null}
      </div>
    </main>
  );
}
