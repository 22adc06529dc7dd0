import type { ReactNode } from 'react';

const number = (n: number) => n.toLocaleString('en-US');

export type CountRow = { key: string; label: ReactNode; counts: number[] };

type CountTableProps = {
  id: string;
  title: string;
  // The first column's heading, then one heading a count ('Page', ['Views']).
  columns: [string, ...string[]];
  rows: CountRow[];
  // Said when the period has none.
  empty: string;
};

// One of the report's top lists: a table, most first, with a bar under each name that shows
// its first count against the top one's (the numbers say it; the bar is decoration).
export function CountTable({ id, title, columns: [name, ...counts], rows, empty }: CountTableProps) {
  const top = Math.max(1, ...rows.map((r) => r.counts[0] ?? 0));
  return (
    <section aria-labelledby={id} className="rounded-3xl border-2 border-amber-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="font-display text-xl font-bold text-stone-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-700">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-sm">
          <thead>
            <tr className="text-stone-700">
              <th scope="col" className="pb-1 text-left">
                {name}
              </th>
              {counts.map((c) => (
                <th key={c} scope="col" className="w-20 pb-1 text-right">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-amber-100">
                <th scope="row" className="py-2 pr-3 text-left align-top font-semibold text-stone-900">
                  <span className="wrap-anywhere">{row.label}</span>
                  <span aria-hidden="true" className="mt-1 block h-1.5 rounded-full bg-orange-200">
                    <span className="block h-full rounded-full bg-orange-600" style={{ width: `${((row.counts[0] ?? 0) / top) * 100}%` }} />
                  </span>
                </th>
                {row.counts.map((count, i) => (
                  <td key={counts[i]} className="py-2 text-right align-top text-stone-900">
                    {number(count)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
