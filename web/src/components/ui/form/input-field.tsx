import type { InputHTMLAttributes, ReactNode } from 'react';

import { Field } from '../field';

import { useFormField } from './use-form-field';

type InputFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  // text, number, date, date and time, url, email or password; the value stays the text typed.
  type?: 'text' | 'number' | 'date' | 'datetime-local' | 'url' | 'email' | 'password';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'className' | 'type'>;

// A one-line field of the surrounding form, with its label, hint and message.
export function InputField({ name, label, hint, className, type = 'text', ...inputProps }: InputFieldProps) {
  const { id, error, bind } = useFormField(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          {...inputProps}
          {...bind}
        />
      )}
    </Field>
  );
}
