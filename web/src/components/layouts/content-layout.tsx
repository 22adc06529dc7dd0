import type { ReactNode } from 'react';

import { PageTitle } from '@/components/page-title';

type ContentLayoutProps = {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
};

// A page with one <h1>, also used as the document title.
export function ContentLayout({ title, intro, children }: ContentLayoutProps) {
  return (
    <>
      <PageTitle title={title} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
          {title}
        </h1>
        {intro ? <div className="mt-4 max-w-2xl text-lg text-stone-700">{intro}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </>
  );
}
