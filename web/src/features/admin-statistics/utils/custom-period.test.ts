import { describe, expect, it } from 'vitest';

import { customPeriodErrors, periodLength, todayUTC } from './custom-period';

const today = '2026-02-01';

describe('customPeriodErrors', () => {
  it('takes 1 to 366 days ending today at the latest', () => {
    expect(customPeriodErrors({ from: '2026-02-01', to: '2026-02-01' }, today)).toEqual({});
    expect(customPeriodErrors({ from: '2025-01-31', to: '2026-01-31' }, today)).toEqual({});
    expect(periodLength({ from: '2025-01-31', to: '2026-01-31' })).toBe(366);
  });

  it("refuses other dates with the server's own messages, on the field to change", () => {
    expect(customPeriodErrors({ from: '2025-01-30', to: '2026-01-31' }, today)).toEqual({ from: 'Choose a period of 1 to 366 days.' });
    expect(customPeriodErrors({ from: '2026-01-10', to: '2026-01-09' }, today)).toEqual({ from: 'Choose a start date on or before the end date.' });
    expect(customPeriodErrors({ from: '2026-01-10', to: '2026-02-02' }, today)).toEqual({ to: 'Choose an end date no later than today.' });
    expect(customPeriodErrors({ from: '', to: 'soon' }, today)).toEqual({ from: 'Choose a start date.', to: 'Choose an end date.' });
    expect(customPeriodErrors({ from: '2026-1-10', to: '2026-01-20' }, today)).toEqual({ from: 'Choose a start date.' });
  });
});

describe('todayUTC', () => {
  it('is the day in UTC, as the server counts its days', () => {
    expect(todayUTC(new Date('2026-02-01T23:30:00-05:00'))).toBe('2026-02-02');
  });
});
