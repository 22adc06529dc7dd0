import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

import type { Carried } from './deferred-form';

// One form's state: react-hook-form checking with the form's zod schema (on submit, then
// again on each change, so fixing a field clears its message, unless a form checks only when
// sent), and the message of a failed send. A form loaded by a DeferredForm starts from what
// the visitor did meanwhile (carried); it resets to its own defaults by name.
export function useAppForm<T extends FieldValues>(
  schema: $ZodType<T, T>,
  defaultValues: T,
  { reValidateMode = 'onChange', carried }: { reValidateMode?: 'onChange' | 'onSubmit'; carried?: Carried } = {},
) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues: (carried ? { ...defaultValues, ...carried.values } : defaultValues) as DefaultValues<T>,
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
  // Set by the Form to its <form>.
  const formRef = useRef<HTMLFormElement>(null);

  // Picks up where the visitor was: focus and caret in the same commit as the swap, so no
  // keystroke lands outside the field.
  const resumed = useRef(false);
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!carried || !element || resumed.current) return;
    resumed.current = true;
    const focus = carried.focus === 'submit' ? '[type=submit]' : carried.focus ? `[name="${carried.focus}"]` : null;
    const field = focus ? element.querySelector<HTMLElement>(focus) : null;
    field?.focus();
    if (carried.caret && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      field.setSelectionRange(...carried.caret);
    }
    // Sent outside the commit: the Form shows its messages at once (flushSync), which React
    // cannot do while it is committing.
    if (carried.submitted) queueMicrotask(() => element.requestSubmit());
  }, [carried]);

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

  return { schema, form, message, setMessage, fail, focusFirst, formRef, leaving, allowLeaving };
}

export type AppFormState<T extends FieldValues> = ReturnType<typeof useAppForm<T>>;
