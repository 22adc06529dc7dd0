import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';

import { useFieldId } from './form-setup';

// A yes/no field of the surrounding admin form: the box, then its label.
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  // Taken apart: the compiler's lint reads every part of an object that holds a ref as the ref.
  const { field: { ref, name: fieldName, value, onChange, onBlur } } = useController({ name });
  const id = useFieldId(name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        name={fieldName}
        checked={Boolean(value)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        className="mt-1 size-5 shrink-0 accent-orange-700"
      />
      <label htmlFor={id} className="font-bold text-stone-900">
        {label}
      </label>
    </div>
  );
}
