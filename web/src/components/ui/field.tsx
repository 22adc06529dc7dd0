import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

// What a form control inside a Field gets: its id, error state and description link.
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
};

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

const controlBase =
  'mt-1.5 block w-full rounded-2xl border-2 bg-white px-4 py-2.5 text-base text-stone-900 ' +
  'placeholder:text-stone-600 transition-colors disabled:cursor-not-allowed disabled:bg-stone-100';

export function fieldControlClasses(invalid: boolean) {
  return `${controlBase} ${invalid ? 'border-red-700' : 'border-stone-500 hover:border-stone-700'}`;
}

// A labelled form control with an optional hint and an error message, both linked to the
// control with aria-describedby; aria-invalid marks a field with an error.
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block font-bold text-stone-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        className: fieldControlClasses(Boolean(error)),
      })}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

// A field's message, under it; nothing when it has none. Groups of radio buttons show theirs too.
export function FieldMessage({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-semibold text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
