import type { ReactNode } from 'react';

import { Field } from '../field';

import { useFormField } from './use-form-field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  // The empty first choice ('Select a book'); none when the field always has a value.
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

// A choice from a list, in the surrounding admin form, with its label, hint and message.
export function SelectField({ name, label, options, placeholder, hint, required, className }: SelectFieldProps) {
  const { id, error, bind } = useFormField(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          {...bind}
          required={required}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
