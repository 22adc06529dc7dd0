import { Construction } from 'lucide-react';

import { site } from '@/config/site';

// A placeholder admin screen: the section's heading and a friendly note.
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <title>{`${title} | Admin Portal | ${site.name}`}</title>
      <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
      <div className="flex items-start gap-4 rounded-3xl border-2 border-amber-200 bg-white p-6 shadow-sm">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <div>
          <p className="font-display text-xl font-bold text-stone-900">Coming soon</p>
          <p className="mt-1 text-stone-700">
            This part of the admin portal is still being built. Check back soon!
          </p>
        </div>
      </div>
    </div>
  );
}
