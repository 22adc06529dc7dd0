import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { DayCount } from '@/lib/admin-statistics';

import { niceMax, visitsSummary, VisitsChart } from './visits-chart';

const days: DayCount[] = [
  { day: '2026-01-30', visits: 3, visitors: 2 },
  { day: '2026-01-31', visits: 0, visitors: 0 },
  { day: '2026-02-01', visits: 11, visitors: 4 },
];

describe('niceMax', () => {
  it('rounds the highest day up to a round number, at least 2', () => {
    expect([0, 1, 2, 3, 7, 11, 37, 99, 120, 1234].map(niceMax)).toEqual([2, 2, 2, 3, 8, 12, 40, 100, 120, 1500]);
  });
});

describe('visitsSummary', () => {
  it('gives the totals and the busiest day, or says there were none', () => {
    expect(visitsSummary(days)).toBe(
      '14 visits by 6 visitors (counted per day) from Jan 30 to Feb 1, 2026. Busiest day: Feb 1, 2026, with 11 visits.',
    );
    expect(visitsSummary([{ day: '2026-02-01', visits: 1, visitors: 1 }])).toBe(
      '1 visit by 1 visitor (counted per day) from Feb 1 to Feb 1, 2026. Busiest day: Feb 1, 2026, with 1 visit.',
    );
    expect(visitsSummary(days.map((d) => ({ ...d, visits: 0, visitors: 0 })))).toBe('No visits from Jan 30 to Feb 1, 2026.');
    expect(visitsSummary([])).toBe('No days to show.');
  });
});

describe('VisitsChart', () => {
  it('draws a bar a day and the visitors line, hidden from screen readers, which get the summary and the table', () => {
    render(<VisitsChart days={days} title="Visits per day" />);
    const figure = screen.getByRole('figure', { name: 'Visits per day' });
    expect(figure).toHaveTextContent('14 visits by 6 visitors');

    const svg = within(figure).getByTestId('visits-chart');
    expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(svg).toHaveAttribute('viewBox', '0 0 3 12');
    const bars = svg.querySelectorAll('rect');
    expect([...bars].map((b) => [b.dataset.day, b.getAttribute('height'), b.getAttribute('y')])).toEqual([
      ['2026-01-30', '3', '9'],
      ['2026-01-31', '0', '12'],
      ['2026-02-01', '11', '1'],
    ]);
    expect(svg.querySelector('polyline')).toHaveAttribute('points', '0.5,10 1.5,12 2.5,8');

    const table = within(figure).getByRole('table', { name: 'Visits per day, day by day' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'DayVisitsUnique visitors',
      'Jan 30, 202632',
      'Jan 31, 202600',
      'Feb 1, 2026114',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Feb 1, 2026' })).toBeInTheDocument();
  });

  it('shows the table on demand', async () => {
    render(<VisitsChart days={days} title="Visits per day" />);
    const toggle = screen.getByRole('button', { name: 'Show the numbers' });
    const holder = screen.getByRole('table').parentElement!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', holder.id);
    expect(holder).toHaveClass('sr-only');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the numbers' })).toHaveAttribute('aria-expanded', 'true');
    expect(holder).not.toHaveClass('sr-only');
  });
});
