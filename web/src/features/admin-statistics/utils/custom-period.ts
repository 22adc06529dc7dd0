import type { CustomPeriod } from '@/lib/admin-statistics';

// The server's own messages for a period it refuses (GET /api/admin/statistics).
export const MSG_PERIOD_LENGTH = 'Choose a period of 1 to 366 days.';
export const MSG_FROM_AFTER_TO = 'Choose a start date on or before the end date.';
export const MSG_TO_AFTER_TODAY = 'Choose an end date no later than today.';
export const MSG_FROM_REQUIRED = 'Choose a start date.';
export const MSG_TO_REQUIRED = 'Choose an end date.';

const MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Today in UTC, as the server counts its days ('2026-11-27').
export const todayUTC = (now = new Date()) => now.toISOString().slice(0, 10);

const time = (day: string) => (DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN);

// The days between two dates, both included.
export const periodLength = ({ from, to }: CustomPeriod) => Math.round((time(to) - time(from)) / 86_400_000) + 1;

export type PeriodErrors = { from?: string; to?: string };

// What is wrong with the owner's own dates, per field, as the server would say it; {} when
// nothing is.
export function customPeriodErrors(period: CustomPeriod, today: string): PeriodErrors {
  const errors: PeriodErrors = {};
  if (Number.isNaN(time(period.from))) errors.from = MSG_FROM_REQUIRED;
  if (Number.isNaN(time(period.to))) errors.to = MSG_TO_REQUIRED;
  else if (period.to > today) errors.to = MSG_TO_AFTER_TODAY;
  if (errors.from || errors.to) return errors;
  if (period.from > period.to) errors.from = MSG_FROM_AFTER_TO;
  else if (periodLength(period) > MAX_DAYS) errors.from = MSG_PERIOD_LENGTH;
  return errors;
}
