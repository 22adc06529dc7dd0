import { PERIODS, type Period } from '@/lib/admin-statistics';

// The report's period: the last 7, 30 or 90 days, as a row of radio buttons.
export function PeriodPicker({ value, onChange }: { value: Period; onChange: (days: Period) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 font-bold text-stone-900">Period</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-full border-2 border-orange-700 bg-white p-1">
        {PERIODS.map((days) => (
          <label
            key={days}
            className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-bold text-orange-800 hover:bg-orange-50 has-checked:bg-orange-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-orange-800"
          >
            <input
              type="radio"
              name="statistics-period"
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            Last {days} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}
