import { ChartColumn } from 'lucide-react';

import { VisitsChart } from '@/components/charts/visits-chart';
import { ButtonLink } from '@/components/ui/button';
import { ListState } from '@/components/ui/list/list-state';
import { adminPaths } from '@/config/admin-paths';
import { useStatistics } from '@/lib/admin-statistics';

const TOP_SHOWN = 3;

// The statistics page in small: the last 30 days' chart and the most viewed pages, with the
// way to the whole report.
export function StatisticsSummary() {
  const statistics = useStatistics(30);
  return (
    <section aria-labelledby="statistics-summary-heading" className="space-y-4 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statistics-summary-heading" className="font-display flex items-center gap-2 text-xl font-bold text-stone-900">
          <ChartColumn aria-hidden="true" className="size-5 text-orange-700" />
          Statistics
        </h2>
        <ButtonLink to={adminPaths.statistics.getHref()} variant="secondary">
          See all statistics
        </ButtonLink>
      </div>
      <ListState query={statistics} loadingLabel="Loading statistics..." loadFailedMessage="Failed to load statistics.">
        {(found) => (
          <>
            <VisitsChart days={found.days} title="Last 30 days" height="h-32" />
            {found.pages.length > 0 ? (
              <div>
                <h3 className="font-bold text-stone-900">Most viewed pages</h3>
                <ol className="mt-1 list-decimal space-y-0.5 pl-6 text-stone-800">
                  {found.pages.slice(0, TOP_SHOWN).map((p) => (
                    <li key={p.key}>
                      <span className="wrap-anywhere">{p.label || p.key}</span>: {p.count.toLocaleString('en-US')}{' '}
                      {p.count === 1 ? 'view' : 'views'}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </>
        )}
      </ListState>
    </section>
  );
}
