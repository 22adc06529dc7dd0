import { useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { CustomPeriod } from '@/lib/admin-statistics';

import { customPeriodErrors, todayUTC, type PeriodErrors } from '../utils/custom-period';

type CustomPeriodFormProps = {
  // The dates the form starts with (the period on screen, or the address's own).
  initial: CustomPeriod;
  // What is wrong with the address's dates, or what the server said of them.
  errors?: PeriodErrors;
  onSubmit: (period: CustomPeriod) => void;
};

// The owner's own period: two dates, checked as the server checks them before anything is
// asked, the first wrong field taking the focus.
export function CustomPeriodForm({ initial, errors: given = {}, onSubmit }: CustomPeriodFormProps) {
  const [period, setPeriod] = useState(initial);
  const [errors, setErrors] = useState<PeriodErrors | null>(null);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const today = todayUTC();
  const shown = errors ?? given;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = customPeriodErrors(period, today);
    setErrors(found);
    if (found.from) fromRef.current?.focus();
    else if (found.to) toRef.current?.focus();
    else onSubmit(period);
  };

  return (
    <form aria-label="Custom period" noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <Field id="statistics-from" label="From" error={shown.from} className="w-full sm:w-48">
        {(control) => (
          <input ref={fromRef} type="date" max={today} value={period.from} onChange={(e) => setPeriod({ ...period, from: e.target.value })} {...control} />
        )}
      </Field>
      <Field id="statistics-to" label="To" error={shown.to} className="w-full sm:w-48">
        {(control) => (
          <input ref={toRef} type="date" max={today} value={period.to} onChange={(e) => setPeriod({ ...period, to: e.target.value })} {...control} />
        )}
      </Field>
      <Button type="submit" className="sm:mt-8">
        Show this period
      </Button>
    </form>
  );
}
