import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

// One form's state: react-hook-form checking with the form's zod schema (on submit, then
// again on each change, so fixing a field clears its message, unless a form checks only when
// sent), and the message of a failed send.
export function useAppForm<T extends FieldValues>(
  schema: $ZodType<T, T>,
  defaultValues: T,
  { reValidateMode = 'onChange' }: { reValidateMode?: 'onChange' | 'onSubmit' } = {},
) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode,
    // The form focuses the first field with a message itself, in the order they show.
    shouldFocusError: false,
  });
  const [message, setMessage] = useState<string>();
  // Set just before a saved form moves on, so leaving it does not ask first.
  const leaving = useRef(false);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  // Set by the Form: moves the focus to the first of these fields on screen, or else to the
  // form's message (or its submit button when it shows no message of its own).
  const focusFirst = useRef<((names: string[]) => void) | null>(null);

  // A failed send: the server's field messages on their fields ('downloadMaterials.0.fileUrl'
  // too), its message for the form, and focus on the first field with a message, or on the
  // message. What was typed stays.
  const fail = useCallback(
    (fields: Record<string, string>, failure?: string) => {
      for (const [name, text] of Object.entries(fields)) form.setError(name as Path<T>, { type: 'server', message: text });
      setMessage(failure);
      focusFirst.current?.(Object.keys(fields));
    },
    [form],
  );

  return { schema, form, message, setMessage, fail, focusFirst, leaving, allowLeaving };
}

export type AppFormState<T extends FieldValues> = ReturnType<typeof useAppForm<T>>;
