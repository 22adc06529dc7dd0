import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

// One admin form's state: react-hook-form checking with the form's zod schema (on submit,
// then again on each change, so fixing a field clears its message), the message shown above
// the buttons, and the running uploads.
export function useAdminForm<T extends FieldValues>(schema: z.ZodType<T, T>, defaultValues: T) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The form focuses the first field with a message itself, in the order they show.
    shouldFocusError: false,
  });
  const [message, setMessage] = useState<string>();
  const uploads = useRef(0);
  // Set just before a saved form moves on, so leaving it does not ask first.
  const leaving = useRef(false);
  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);
  // Set by the AdminForm: moves the focus to the first of these fields on screen, or to the
  // form's message when none of them is there.
  const focusFirst = useRef<(names: string[]) => void>(() => {});

  // A failed save: the server's field messages on their fields ('downloadMaterials.0.fileUrl'
  // too), its message above the buttons, and focus on the first field with a message, or on
  // the message. What was typed stays.
  const fail = useCallback(
    (fields: Record<string, string>, failure?: string) => {
      for (const [name, text] of Object.entries(fields)) form.setError(name as Path<T>, { type: 'server', message: text });
      setMessage(failure);
      focusFirst.current(Object.keys(fields));
    },
    [form],
  );

  return { form, message, setMessage, fail, focusFirst, uploads, leaving, allowLeaving };
}

export type AdminFormState<T extends FieldValues> = ReturnType<typeof useAdminForm<T>>;
