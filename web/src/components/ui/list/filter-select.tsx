import { fieldControlClasses } from '../field';

type FilterSelectProps = {
  id: string;
  label: string;
  value: string;
  // The choices; the first is usually 'All …' with the value ''.
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

// One of a list's filters: a labelled drop-down that applies as soon as it changes.
export function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-stone-900">
        {label}
      </label>
      <select id={id} className={fieldControlClasses(false)} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
