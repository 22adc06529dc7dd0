import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BarChart } from './bar-chart';

const widths = (selector: string) => [...screen.getByTestId('bar-chart').querySelectorAll<HTMLElement>(selector)].map((b) => b.style.width);

describe('BarChart', () => {
  it('draws each count against the highest of both periods, hidden from screen readers', () => {
    render(
      <BarChart
        bars={[
          { key: 'a', label: 'Social sites', count: 50, previous: 100 },
          { key: 'b', label: 'Direct', count: 25, previous: 0 },
        ]}
      />,
    );
    expect(screen.getByTestId('bar-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(widths('[data-count]')).toEqual(['50%', '25%']);
    expect(widths('[data-previous]')).toEqual(['100%', '0%']);
    expect(screen.getByTestId('bar-chart')).toHaveTextContent('This periodPeriod beforeSocial sites50Direct25');
  });

  it('draws no bars for the period before when it is unknown, and nothing wider than its box at zero', () => {
    render(<BarChart bars={[{ key: 'a', label: 'Views', count: 0 }]} />);
    expect(widths('[data-count]')).toEqual(['0%']);
    expect(widths('[data-previous]')).toEqual([]);
    expect(screen.getByTestId('bar-chart')).not.toHaveTextContent('Period before');
  });
});
