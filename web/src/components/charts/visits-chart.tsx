import { Table2 } from 'lucide-react';
import { useId, useState } from 'react';

import type { DayCount } from '@/lib/admin-statistics';
import { formatDay } from '@/lib/format-date';

import { Button } from '../ui/button';

import { ChartLegend } from './chart-legend';

const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;

// The top of the chart's scale: a round number at or above the highest day (at least 2).
export function niceMax(highest: number) {
  if (highest <= 2) return 2;
  const unit = 10 ** Math.floor(Math.log10(highest));
  return ([1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((k) => k * unit >= highest) ?? 10) * unit;
}

// The chart in words, for everyone: the period's totals and its busiest day.
export function visitsSummary(days: DayCount[]) {
  if (days.length === 0) return 'No days to show.';
  const period = `${formatDay(days[0]!.day)} to ${formatDay(days[days.length - 1]!.day, true)}`;
  const visits = days.reduce((sum, d) => sum + d.visits, 0);
  if (visits === 0) return `No visits from ${period}.`;
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0);
  const busiest = days.reduce((best, d) => (d.visits > best.visits ? d : best));
  return (
    `${plural(visits, 'visit', 'visits')} by ${plural(visitors, 'visitor', 'visitors')} (counted per day) from ${period}. ` +
    `Busiest day: ${formatDay(busiest.day, true)}, with ${plural(busiest.visits, 'visit', 'visits')}.`
  );
}

// Bars for the visits, a line for the unique visitors. The drawing stretches to its box, so it
// fits any width without sideways scrolling; its scale and dates are text beside it. Screen
// readers skip it: the summary and the table say the same.
function Drawing({ days, height }: { days: DayCount[]; height: string }) {
  const max = niceMax(Math.max(0, ...days.map((d) => Math.max(d.visits, d.visitors))));
  const n = Math.max(days.length, 1);
  const mid = max / 2;
  const line = days.map((d, i) => `${i + 0.5},${max - d.visitors}`).join(' ');
  const first = days[0]?.day ?? '';
  const middle = days[Math.floor((days.length - 1) / 2)]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  return (
    <div aria-hidden="true" className="flex gap-2">
      <div className={`flex w-8 shrink-0 flex-col justify-between text-right text-xs text-stone-700 ${height}`}>
        <span className="-mt-2">{number(max)}</span>
        <span>{Number.isInteger(mid) ? number(mid) : ''}</span>
        <span className="-mb-2">0</span>
      </div>
      <div className="min-w-0 flex-1">
        <svg
          viewBox={`0 0 ${n} ${max}`}
          preserveAspectRatio="none"
          className={`block w-full overflow-visible border-b-2 border-l-2 border-stone-400 ${height}`}
          data-testid="visits-chart"
        >
          {[max, mid].map((y) => (
            <line key={y} x1={0} x2={n} y1={max - y} y2={max - y} className="stroke-stone-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={i + 0.15}
              width={0.7}
              y={max - d.visits}
              height={d.visits}
              className="fill-orange-600"
              data-day={d.day}
              data-visits={d.visits}
            >
              <title>{`${formatDay(d.day)}: ${plural(d.visits, 'visit', 'visits')}, ${plural(d.visitors, 'visitor', 'visitors')}`}</title>
            </rect>
          ))}
          {days.length > 1 ? (
            <polyline points={line} fill="none" className="stroke-teal-800" strokeWidth={2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          ) : null}
        </svg>
        <div className="mt-1 flex justify-between gap-2 text-xs text-stone-700">
          <span>{formatDay(first)}</span>
          {days.length > 2 ? <span>{formatDay(middle)}</span> : null}
          <span>{formatDay(last)}</span>
        </div>
      </div>
    </div>
  );
}

type VisitsChartProps = {
  days: DayCount[];
  title: string;
  // The drawing's height ('h-48').
  height?: string;
};

// Visits and unique visitors per day (issue 11): a chart, what it shows in a sentence, and the
// numbers as a table that screen readers always have and anyone can show.
export function VisitsChart({ days, title, height = 'h-48' }: VisitsChartProps) {
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const captionId = `${id}-caption`;
  const tableId = `${id}-table`;
  return (
    <figure aria-labelledby={captionId} className="space-y-3">
      <figcaption id={captionId} className="font-display text-xl font-bold text-stone-900">
        {title}
      </figcaption>
      <p className="text-stone-800">{visitsSummary(days)}</p>
      <ChartLegend
        items={[
          { label: 'Visits', swatch: 'size-3 rounded-sm bg-orange-600' },
          { label: 'Unique visitors', swatch: 'h-0.5 w-4 bg-teal-800' },
        ]}
      />
      <Drawing days={days} height={height} />
      <Button variant="ghost" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
        <Table2 aria-hidden="true" className="size-4" />
        {showTable ? 'Hide the numbers' : 'Show the numbers'}
      </Button>
      <div id={tableId} className={showTable ? 'rounded-2xl border-2 border-amber-100' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}, day by day</caption>
          <thead className="bg-amber-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Visits
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Unique visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-amber-100">
                <th scope="row" className="px-3 py-1.5 font-semibold">
                  {formatDay(d.day, true)}
                </th>
                <td className="px-3 py-1.5 text-right">{number(d.visits)}</td>
                <td className="px-3 py-1.5 text-right">{number(d.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
