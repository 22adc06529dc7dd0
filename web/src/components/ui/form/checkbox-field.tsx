import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';

import { useFieldId } from './form-setup';

// A yes/no field of the surrounding admin form: the box, then its label.
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const { field } = useController({ name });
  const id = useFieldId(name);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        ref={field.ref}
        type="checkbox"
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        className="mt-1 size-5 shrink-0 accent-orange-700"
      />
      <label htmlFor={id} className="font-bold text-stone-900">
        {label}
      </label>
    </div>
  );
}
