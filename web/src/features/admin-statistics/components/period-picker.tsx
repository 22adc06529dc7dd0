import { PERIODS, type PeriodDays } from '@/lib/admin-statistics';

export type PeriodChoice = PeriodDays | 'custom';

const NAMES: Record<PeriodChoice, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
  custom: 'Custom',
};

// The report's period: the last 7, 30 or 90 days, 12 months, or the owner's own dates, as a
// row of radio buttons.
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 font-bold text-stone-900">Period</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-3xl border-2 border-orange-700 bg-white p-1">
        {[...PERIODS, 'custom' as const].map((choice) => (
          <label
            key={choice}
            className="cursor-pointer rounded-full px-3 py-1.5 text-sm font-bold text-orange-800 hover:bg-orange-50 has-checked:bg-orange-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-orange-800 sm:px-4"
          >
            <input
              type="radio"
              name="statistics-period"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {NAMES[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
