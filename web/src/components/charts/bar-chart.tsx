import { ChartLegend } from './chart-legend';

// One bar of a BarChart: a count, and the same count in the period before when it is known.
export type Bar = { key: string; label: string; count: number; previous?: number };

const number = (n: number) => n.toLocaleString('en-US');

// Horizontal bars, longest for the highest count, each with a thinner one for the period
// before. Plain boxes sized in percent, so they fit any width without sideways scrolling.
// Screen readers skip it: a table beside it always says the same.
export function BarChart({ bars }: { bars: Bar[] }) {
  const top = Math.max(1, ...bars.flatMap((b) => [b.count, b.previous ?? 0]));
  const compared = bars.some((b) => b.previous !== undefined);
  const width = (n: number) => ({ width: `${(n / top) * 100}%` });
  return (
    <div aria-hidden="true" className="space-y-2" data-testid="bar-chart">
      {compared ? (
        <ChartLegend
          items={[
            { label: 'This period', swatch: 'size-3 rounded-sm bg-orange-600' },
            { label: 'Period before', swatch: 'h-1.5 w-3 rounded-sm bg-teal-700' },
          ]}
        />
      ) : null}
      {bars.map((b) => (
        <div key={b.key} className="text-sm text-stone-900">
          <div className="flex justify-between gap-2">
            <span className="wrap-anywhere">{b.label}</span>
            <span className="font-semibold">{number(b.count)}</span>
          </div>
          <div className="mt-0.5 h-3 rounded-sm bg-amber-100">
            <div className="h-full rounded-sm bg-orange-600" style={width(b.count)} data-count={b.count} />
          </div>
          {b.previous !== undefined ? (
            <div className="mt-0.5 h-1.5">
              <div className="h-full rounded-sm bg-teal-700" style={width(b.previous)} data-previous={b.previous} />
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
