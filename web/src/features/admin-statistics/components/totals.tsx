import type { StatisticsTotals } from '@/lib/admin-statistics';

import { Compared } from './compared';

// The period's headline figures, each against the period before.
export function Totals({ totals }: { totals: StatisticsTotals }) {
  const figures = [
    { name: 'Visits', count: totals.visits, previous: totals.previousVisits },
    { name: 'Unique visitors (counted per day)', count: totals.visitors, previous: totals.previousVisitors },
    { name: 'Store clicks', count: totals.storeClicks, previous: totals.previousStoreClicks },
  ];
  return (
    <dl aria-label="This period in numbers" className="grid gap-3 sm:grid-cols-3">
      {figures.map((f) => (
        <div key={f.name} className="rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-bold text-stone-700">{f.name}</dt>
          <dd className="font-display text-2xl font-bold text-stone-900">
            <Compared count={f.count} previous={f.previous} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
