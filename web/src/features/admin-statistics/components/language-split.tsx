import type { ReactNode } from 'react';

import { languageName } from '@/components/ui/list/reader-language';
import type { StatCount } from '@/lib/admin-statistics';

import { ColumnHeads } from './column-heads';
import { Compared } from './compared';
import { ReportSection } from './report-section';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

// Page views on the English site and on the Spanish one (under /es/): each language's views
// against the period before, its share of them all, and a bar of that share (the numbers say
// it; the bar is decoration).
export function LanguageSplit({ languages, action }: { languages: StatCount[]; action?: ReactNode }) {
  const total = languages.reduce((sum, c) => sum + c.count, 0);
  return (
    <ReportSection id="stats-languages" title="Page views by language" action={total > 0 ? action : null}>
      {total === 0 ? (
        <p className="mt-3 text-stone-700">No page views in this period.</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <ColumnHeads columns={['Language', 'Views', 'Share']} widths={[undefined, 'w-16']} />
          <tbody>
            {languages.map((c) => {
              const share = c.count / total;
              return (
                <tr key={c.key} className="border-t border-amber-100">
                  <th scope="row" className="py-2 pr-3 text-left align-top font-semibold text-stone-900">
                    {c.label || languageName(c.key)}
                    <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-orange-200">
                      <span className="block h-full rounded-full bg-orange-600" style={{ width: `${share * 100}%` }} />
                    </span>
                  </th>
                  <td className="py-2 text-right align-top text-stone-900">
                    <Compared count={c.count} previous={c.previous} />
                  </td>
                  <td className="py-2 text-right align-top text-stone-900">{percent.format(share)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </ReportSection>
  );
}
