import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { BarChart } from '@/components/charts/bar-chart';
import { FilterSelect } from '@/components/ui/list/filter-select';
import type { FunnelRow } from '@/lib/admin-statistics';

import { FUNNEL_COLUMNS, nextSort, rateOfViews, sortFunnel, spanishShare, storyRows, type FunnelStep, type SortOrder } from '../utils/funnel';

import { ColumnHeads } from './column-heads';
import { ReportSection } from './report-section';

const number = (n: number) => n.toLocaleString('en-US');
const STEPS = FUNNEL_COLUMNS.slice(1) as ReadonlyArray<{ key: FunnelStep; label: string; heading: string }>;

// A step's count, with its share of the book's views under it (for the views, the share that
// was of its Spanish page).
function StepCell({ row, step }: { row: FunnelRow; step: FunnelStep }) {
  if (step === 'views') {
    const share = spanishShare(row);
    return (
      <td className="py-2 pl-1 text-right align-top text-stone-900">
        <span className="block">{number(row.views)}</span>
        {share ? <span className="block text-xs text-stone-700">{share} in Spanish</span> : null}
      </td>
    );
  }
  const rate = rateOfViews(row, step);
  return (
    <td className="py-2 pl-1 text-right align-top text-stone-900">
      <span className="block">{number(row[step])}</span>
      {rate ? (
        <span className="block text-xs text-stone-700">
          {rate}
          <span className="sr-only"> of views</span>
        </span>
      ) : null}
    </td>
  );
}

// Every book's path from a view to a sign-up, sortable by any column with the buttons in
// its headings (aria-sort says the order).
function FunnelTable({ rows }: { rows: FunnelRow[] }) {
  const [order, setOrder] = useState<SortOrder>({ column: 'views', direction: 'descending' });
  const sorted = sortFunnel(rows, order);
  return (
    <table className="mt-3 w-full table-fixed text-xs sm:text-sm">
      <caption className="sr-only">Each book&apos;s views and what visitors did next, with each step&apos;s share of the views</caption>
      <thead>
        <tr className="text-stone-700">
          {FUNNEL_COLUMNS.map(({ key, label, heading }) => {
            const sorted = order.column === key ? order.direction : undefined;
            const Icon = sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown;
            return (
              <th key={key} scope="col" aria-sort={sorted} className={`pb-1 align-bottom ${key === 'title' ? 'w-[28%] text-left' : 'text-right'}`}>
                <button
                  type="button"
                  onClick={() => setOrder(nextSort(order, key))}
                  className={`flex w-full flex-col gap-0.5 rounded-md font-bold hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-orange-800 ${key === 'title' ? 'items-start text-left' : 'items-end text-right'}`}
                >
                  <span aria-hidden="true" className="max-w-full hyphens-manual wrap-anywhere">
                    {heading}
                  </span>
                  <span className="sr-only">{label}</span>
                  <Icon aria-hidden="true" className="size-3.5 shrink-0" />
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={row.bookId} className="border-t border-amber-100">
            <th scope="row" className="py-2 pr-1 text-left align-top font-semibold text-stone-900">
              <span className="wrap-anywhere">{row.title}</span>
            </th>
            {STEPS.map(({ key }) => (
              <StepCell key={key} row={row} step={key} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// One book's funnel: its steps as bars, the same as a table with each step's share of the
// views, and its store clicks by store. Like the whole funnel, this period's only: the report
// holds no book's figures for the period before.
function OneBook({ row }: { row: FunnelRow }) {
  const headingId = useId();
  return (
    <div className="space-y-3">
      <h3 id={headingId} className="font-bold text-stone-900">
        The path of {row.title}
      </h3>
      <BarChart bars={STEPS.map(({ key, label }) => ({ key, label, count: row[key] }))} />
      <p className="text-sm text-stone-800">
        Views in English: <strong>{number(row.views - row.viewsEs)}</strong> · in Spanish: <strong>{number(row.viewsEs)}</strong>
      </p>
      <table aria-labelledby={headingId} className="w-full table-fixed text-sm">
        <ColumnHeads columns={['Step', 'Count', 'Of views']} widths={['w-20', 'w-20']} />
        <tbody>
          {STEPS.map(({ key, label }) => (
            <tr key={key} className="border-t border-amber-100">
              <th scope="row" className="py-2 pr-3 text-left font-semibold text-stone-900">
                {label}
              </th>
              <td className="py-2 text-right text-stone-900">{number(row[key])}</td>
              <td className="py-2 text-right text-stone-900">{key === 'views' ? '' : rateOfViews(row, key)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4 className="font-bold text-stone-900">Store clicks by store</h4>
      {row.storeClicksByStore.length === 0 ? (
        <p className="text-stone-700">No store links were followed from this book in this period.</p>
      ) : (
        <table aria-label={`Store clicks for ${row.title}`} className="w-full table-fixed text-sm">
          <ColumnHeads columns={['Store', 'Clicks']} />
          <tbody>
            {row.storeClicksByStore.map((c) => (
              <tr key={c.key} className="border-t border-amber-100">
                <th scope="row" className="py-2 pr-3 text-left align-top font-semibold text-stone-900">
                  {c.label || c.key}
                </th>
                <td className="py-2 text-right align-top text-stone-900">{number(c.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

// The books' funnel (issue 31): the sortable table of every book, and the chosen book's path.
// A story's two editions can be counted as one.
export function BookFunnel({ rows: books, action }: { rows: FunnelRow[]; action?: ReactNode }) {
  const [chosen, setChosen] = useState<string>('');
  const [byStory, setByStory] = useState(false);
  const selectId = useId();
  const storyId = useId();
  const hasEditions = books.some((r) => r.otherEditionId && books.some((o) => o.bookId === r.otherEditionId));
  const rows = byStory && hasEditions ? storyRows(books) : books;
  const book = rows.find((r) => r.bookId === chosen) ?? rows[0];
  return (
    <ReportSection id="stats-funnel" title="From a book's page to a sign-up" action={rows.length > 0 ? action : null}>
      {rows.length === 0 || !book ? (
        <p className="mt-3 text-stone-700">No books to show yet.</p>
      ) : (
        <>
          {hasEditions ? (
            <div className="mt-3 flex items-center gap-2 text-stone-900">
              <input id={storyId} type="checkbox" checked={byStory} onChange={(e) => setByStory(e.target.checked)} />
              <label htmlFor={storyId} className="font-semibold">
                Count a book&apos;s English and Spanish editions together
              </label>
            </div>
          ) : null}
          <FunnelTable rows={rows} />
          <div className="mt-5 space-y-3 border-t-2 border-amber-100 pt-4">
            <FilterSelect
              id={selectId}
              label="Show the path of"
              value={book.bookId}
              options={rows.map((r) => ({ value: r.bookId, label: r.title }))}
              onChange={setChosen}
            />
            <OneBook row={book} />
          </div>
        </>
      )}
    </ReportSection>
  );
}
