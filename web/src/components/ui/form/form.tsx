import { useCallback, useImperativeHandle, useMemo, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { safeParse } from 'zod/v4/core';

import { FormFooter } from './form-footer';
import { FormSetupContext, type UploadEvent } from './form-setup';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { AppFormState } from './use-app-form';

// eslint-disable-next-line storyshelf/translated-text -- only the admin's file fields upload, and the admin stays in English
export const MSG_WAIT_FOR_UPLOAD = 'Please wait for the upload to finish, then save again.';

type FormProps<T extends FieldValues> = {
  state: AppFormState<T>;
  // The start of every field's id ('book' → 'book-title').
  idPrefix: string;
  // A send is on its way: submitting again does nothing.
  busy: boolean;
  onValid: (values: T) => void;
  // The checks failed (the fields show why, these by name); a form may add a message of its own.
  onInvalid?: (names: string[]) => void;
  // Each step of each upload in the form's file fields, for a form that logs them.
  onUploadEvent?: (event: UploadEvent) => void;
  // The buttons at the foot, under the form's message. A form without them lays out its own
  // button and message.
  actions?: ReactNode;
  // Asks before leaving unsaved changes (the admin's forms). A screen with several forms
  // guards them all with one UnsavedChangesGuard: the router heeds only one blocker at a time.
  guardUnsaved?: boolean;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'noValidate' | 'aria-busy' | 'children'>;

// Every form of the app (spec §4, §5): react-hook-form with a zod schema. Nothing is sent
// while a file is still uploading or while the fields have messages; after a failed check or
// send, focus goes to the first field with a message in the order they show, else to the
// form's message, else to its submit button.
export function Form<T extends FieldValues>({
  state,
  idPrefix,
  busy,
  onValid,
  onInvalid,
  onUploadEvent,
  actions,
  guardUnsaved = false,
  className = 'space-y-6',
  children,
  ...formProps
}: FormProps<T>) {
  const { schema, form, message, setMessage, focusFirst, formRef, leaving } = state;
  // The uploads running in the form's file fields.
  const uploads = useRef(0);
  const { isDirty } = useFormState({ control: form.control });
  const alertRef = useRef<HTMLDivElement>(null);

  // The fields are found by their ids, in the order they show, at once: their messages may
  // appear a render later, so waiting for aria-invalid would race them.
  useImperativeHandle(
    focusFirst,
    () => (names: string[]) => {
      const ids = new Set(names.map((name) => `${idPrefix}-${name.replace(/\./g, '-')}`));
      // A rich-text field (the newsletter's body) is an editable element with the field's id.
      const fields = formRef.current?.querySelectorAll<HTMLElement>('input[id], select[id], textarea[id], [contenteditable="true"][id]') ?? [];
      const first = Array.from(fields).find((field) => ids.has(field.id));
      (first ?? alertRef.current ?? formRef.current?.querySelector<HTMLElement>('[type=submit]'))?.focus();
    },
    [idPrefix, formRef],
  );

  const trackUpload = useCallback(
    (running: boolean) => {
      uploads.current += running ? 1 : -1;
    },
    [],
  );
  const setup = useMemo(
    () => ({ idPrefix, trackUpload, reportUpload: onUploadEvent }),
    [idPrefix, trackUpload, onUploadEvent],
  );

  // The schema's messages, shown and focused in the same turn as the submit (react-hook-form's
  // own check answers a moment later); the names of the fields that have one.
  const showMessages = () => {
    const result = safeParse(schema, form.getValues());
    const messages = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path.join('.');
      if (!messages.has(name)) messages.set(name, issue.message);
    }
    flushSync(() => {
      form.clearErrors();
      for (const [name, text] of messages) form.setError(name as Path<T>, { type: 'validate', message: text });
    });
    return [...messages.keys()];
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (uploads.current > 0) {
      setMessage(MSG_WAIT_FOR_UPLOAD);
      alertRef.current?.focus();
      return;
    }
    setMessage(undefined);
    const names = showMessages();
    if (names.length > 0) {
      onInvalid?.(names);
      focusFirst.current?.(names);
    }
    // Marks the form as sent, so each field is checked again as it changes, and hands on the
    // values when they pass.
    void form.handleSubmit(onValid, () => {})(event);
  };

  return (
    <FormProvider {...form}>
      <FormSetupContext.Provider value={setup}>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} className={className} {...formProps}>
          {children}
          {actions !== undefined ? (
            <FormFooter alertRef={alertRef} error={message}>
              {actions}
            </FormFooter>
          ) : null}
        </form>
        {guardUnsaved ? <UnsavedChangesGuard dirty={isDirty} leaving={leaving} /> : null}
      </FormSetupContext.Provider>
    </FormProvider>
  );
}
