import { useSearchParams } from 'react-router';

import { PERIODS, type CustomPeriod, type Period, type PeriodDays } from '@/lib/admin-statistics';

import { customPeriodErrors, todayUTC, type PeriodErrors } from './custom-period';

export const DEFAULT_PERIOD: PeriodDays = 30;

export type AddressPeriod = {
  // The period to report, or null when the address's own dates are wrong.
  period: Period | null;
  // The address's own dates, when it has them, and what is wrong with them.
  custom: CustomPeriod | null;
  errors: PeriodErrors;
  setPeriod: (period: Period) => void;
};

// ?days=7|30|90|365 or ?from=&to= in the address, so Back and a reload keep the period; the
// default 30 days leaves the address bare.
export function usePeriod(): AddressPeriod {
  const [params, setParams] = useSearchParams();
  const setPeriod = (next: Period) =>
    setParams(next === DEFAULT_PERIOD ? {} : typeof next === 'number' ? { days: String(next) } : { ...next }, { replace: true });
  if (params.has('from') || params.has('to')) {
    const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    const errors = customPeriodErrors(custom, todayUTC());
    return { period: errors.from || errors.to ? null : custom, custom, errors, setPeriod };
  }
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? (asked as PeriodDays) : DEFAULT_PERIOD;
  return { period: days, custom: null, errors: {}, setPeriod };
}

// The dates of the last days, ending today (UTC), as the server reads ?days=.
export function lastDays(days: number, today = todayUTC()): CustomPeriod {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}
