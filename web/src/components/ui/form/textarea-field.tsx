import type { ReactNode, TextareaHTMLAttributes } from 'react';

import { Field } from '../field';

import { useFormField } from './use-form-field';

type TextareaFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'className'>;

// A text area of the surrounding admin form, with its label, hint and message.
export function TextareaField({ name, label, hint, className, rows = 5, ...props }: TextareaFieldProps) {
  const { id, error, bind } = useFormField(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          {...props}
          {...bind}
        />
      )}
    </Field>
  );
}
