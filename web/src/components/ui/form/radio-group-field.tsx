import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';

import { FieldMessage } from '../field';

import { useFieldId } from './form-setup';
import type { SelectOption } from './select-field';

// A choice, with a line under it saying what it means where the label alone would not.
export type RadioOption = SelectOption & { hint?: string };

type RadioGroupFieldProps = {
  name: string;
  label: ReactNode;
  options: RadioOption[];
  hint?: ReactNode;
  className?: string;
};

// One choice of a few, shown side by side, in the surrounding admin form: native radio buttons
// in a group named by its legend, so Tab reaches the chosen one and the arrow keys change it.
// The first button carries the field's id, so a message can move the focus to the group.
export function RadioGroupField({ name, label, options, hint, className }: RadioGroupFieldProps) {
  const { field, fieldState } = useController({ name });
  const id = useFieldId(name);
  const error = fieldState.error?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset role="radiogroup" aria-describedby={describedBy} aria-invalid={Boolean(error)} className={`min-w-0 ${className ?? ''}`}>
      <legend className="font-bold text-stone-900">{label}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5 flex flex-wrap gap-3">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          const input = (
            <input
              id={optionId}
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              aria-describedby={optionHintId}
              className="size-5 shrink-0 accent-orange-700"
            />
          );
          // A choice with a hint is a card: the hint under the label, read out after its name.
          return option.hint ? (
            <div
              key={option.value}
              className="min-w-0 flex-1 basis-64 rounded-2xl border-2 border-stone-500 bg-white px-4 py-2.5 text-stone-900 hover:border-stone-700 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50"
            >
              <label htmlFor={optionId} className="flex cursor-pointer items-center gap-2 font-semibold">
                {input}
                {option.label}
              </label>
              <p id={optionHintId} className="mt-1 pl-7 text-sm text-stone-700">
                {option.hint}
              </p>
            </div>
          ) : (
            <label
              key={option.value}
              htmlFor={optionId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-2xl border-2 border-stone-500 bg-white px-4 py-2.5 font-semibold text-stone-900 hover:border-stone-700 has-[:checked]:border-orange-700 has-[:checked]:bg-orange-50"
            >
              {input}
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
