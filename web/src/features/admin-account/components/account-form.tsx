import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { userMessage } from '@/lib/user-message';

type AccountFormProps<T extends FieldValues, I, D extends { message: string }> = {
  schema: z.ZodType<T, T>;
  defaults: T;
  idPrefix: string;
  // The change the form asks for, and its request from the form's values.
  change: UseMutationResult<D, Error, I>;
  toInput: (values: T) => I;
  // Said when the change fails without a message of the server's.
  failed: string;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
};

// One of the Account screen's forms (password, email address): checked, then sent; done, the
// form empties and a toast says the server's message; failed, what was typed stays and the
// server's messages show on their fields (a wrong current password on its own).
export function AccountForm<T extends FieldValues, I, D extends { message: string }>({
  schema,
  defaults,
  idPrefix,
  change,
  toInput,
  failed,
  submitLabel,
  busyLabel,
  children,
}: AccountFormProps<T, I, D>) {
  const state = useAppForm(schema, defaults);
  const toast = useToast();
  const busy = change.isPending;

  const onValid = (values: T) => {
    change.mutate(toInput(values), {
      onSuccess: ({ message }) => {
        state.form.reset(defaults);
        toast.show(message);
      },
      onError: (error) => state.fail(error instanceof ApiError ? error.fields : {}, userMessage(error, failed)),
    });
  };

  return (
    <Form
      state={state}
      idPrefix={idPrefix}
      busy={busy}
      onValid={onValid}
      className="space-y-5"
      actions={
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      }
    >
      {children}
    </Form>
  );
}
