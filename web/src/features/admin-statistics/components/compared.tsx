import type { ReactNode } from 'react';

import { change } from '../utils/change';
import type { Figure } from '../utils/statistics';

const number = (n: number) => n.toLocaleString('en-US');

// A count of the period, and under it how it moved from the period before and what that was
// ('↑ 25% from 32'; 'new' when there was none). The arrow is named for screen readers.
export function Compared({ count, previous }: Figure) {
  const moved = change(count, previous);
  let line: ReactNode = null;
  if (moved?.direction === 'up' || moved?.direction === 'down') {
    const up = moved.direction === 'up';
    line = (
      <>
        <span role="img" aria-label={up ? 'up' : 'down'} className={up ? 'text-teal-800' : 'text-red-800'}>
          {up ? '↑' : '↓'}
        </span>{' '}
        {moved.percent}% from {number(previous!)}
      </>
    );
  } else if (moved?.direction === 'new') line = 'new';
  else if (moved?.direction === 'same') line = 'no change';
  return (
    <>
      <span className="block">{number(count)}</span>
      {line ? <span className="block text-xs font-normal text-stone-700">{line}</span> : null}
    </>
  );
}
