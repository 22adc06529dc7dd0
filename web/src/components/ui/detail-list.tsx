import { Fragment, type ReactNode } from 'react';

export type Detail = { term: string; value: ReactNode };

// A record's facts as terms and values: side by side where there is room, stacked at 375 px.
// Rows that do not apply are passed as false.
export function DetailList({ details, className = '' }: { details: Array<Detail | false>; className?: string }) {
  return (
    <dl className={`grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr] ${className}`}>
      {details
        .filter((d): d is Detail => d !== false)
        .map(({ term, value }) => (
          <Fragment key={term}>
            <dt className="font-bold text-stone-900 max-sm:mt-1">{term}</dt>
            <dd className="min-w-0 break-words text-stone-800">{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}
