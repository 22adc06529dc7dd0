import type { ReactNode } from 'react';

import { BarChart, type Bar } from '@/components/charts/bar-chart';

import type { Figure } from '../utils/statistics';

import { ColumnHeads } from './column-heads';
import { Compared } from './compared';
import { ReportSection } from './report-section';

export type CountRow = { key: string; label: ReactNode; figures: Figure[] };

type CountTableProps = {
  id: string;
  title: string;
  // The first column's heading, then one heading a count ('Page', ['Views']).
  columns: [string, ...string[]];
  rows: CountRow[];
  // Said when the period has none.
  empty: string;
  // A bar chart of the rows above the table, where comparing them is the point.
  chart?: Bar[];
  // The table's CSV export.
  action?: ReactNode;
};

// One of the report's lists: a table, most first, with a bar under each name that shows its
// first count against the top one's (the numbers say it; the bar is decoration), and each
// count compared with the period before.
export function CountTable({ id, title, columns: [name, ...counts], rows, empty, chart, action }: CountTableProps) {
  const top = Math.max(1, ...rows.map((r) => r.figures[0]?.count ?? 0));
  return (
    <ReportSection id={id} title={title} action={rows.length > 0 ? action : null}>
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-700">{empty}</p>
      ) : (
        <>
          {chart ? (
            <div className="mt-3">
              <BarChart bars={chart} />
            </div>
          ) : null}
          <table className="mt-3 w-full table-fixed text-sm">
            <ColumnHeads columns={[name, ...counts]} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-amber-100">
                  <th scope="row" className="py-2 pr-3 text-left align-top font-semibold text-stone-900">
                    <span className="wrap-anywhere">{row.label}</span>
                    <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-orange-200">
                      <span className="block h-full rounded-full bg-orange-600" style={{ width: `${((row.figures[0]?.count ?? 0) / top) * 100}%` }} />
                    </span>
                  </th>
                  {row.figures.map((figure, i) => (
                    <td key={counts[i]} className="py-2 text-right align-top text-stone-900">
                      <Compared {...figure} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </ReportSection>
  );
}
