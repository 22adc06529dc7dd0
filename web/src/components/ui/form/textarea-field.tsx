import type { ReactNode, TextareaHTMLAttributes } from 'react';

import { Field } from '../field';

import { useFormField } from './use-form-field';

type TextareaFieldProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'className'>;

// A text area of the surrounding admin form, with its label, hint and message, as tall as its
// text.
export function TextareaField({ name, label, hint, className, rows = 5, ...props }: TextareaFieldProps) {
  const { id, error, bind } = useFormField(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          // It grows with its text (issue #45), from its rows up to most of the screen; a browser
          // without field-sizing keeps its rows and a scroll bar.
          className={`${control.className} field-sizing-content max-h-[70vh]`}
          style={{ minHeight: `calc(${rows}lh + 1.25rem + 4px)` }}
          rows={rows}
          {...props}
          {...bind}
        />
      )}
    </Field>
  );
}
