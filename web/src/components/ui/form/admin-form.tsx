import { useCallback, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldErrors, type FieldValues } from 'react-hook-form';

import { FormFooter } from './form-footer';
import { FormSetupContext, type UploadEvent } from './form-setup';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import type { AdminFormState } from './use-admin-form';

export const MSG_WAIT_FOR_UPLOAD = 'Please wait for the upload to finish, then save again.';

// The names of the fields with a message ('title', 'downloadMaterials.0.fileUrl').
function errorNames(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (!value || typeof value !== 'object') return [];
    return 'message' in value && typeof value.message === 'string' ? [name] : errorNames(value as FieldErrors, name);
  });
}

type AdminFormProps<T extends FieldValues> = {
  state: AdminFormState<T>;
  // The start of every field's id ('book' → 'book-title').
  idPrefix: string;
  // A save is on its way: submitting again does nothing.
  busy: boolean;
  onValid: (values: T) => void;
  // The checks failed (the fields show why, these by name); a form may add a message of its own.
  onInvalid?: (names: string[]) => void;
  // Each step of each upload in the form's file fields, for a form that logs them.
  onUploadEvent?: (event: UploadEvent) => void;
  // The buttons at the foot, under the form's message.
  actions: ReactNode;
  // Asks before leaving unsaved changes. A screen with several forms turns this off and guards
  // them all with one UnsavedChangesGuard: the router heeds only one blocker at a time.
  guardUnsaved?: boolean;
  className?: string;
  children: ReactNode;
};

// An admin form (spec §4, §5): nothing is sent while a file is still uploading or while the
// fields have messages; after a failed check or save, focus goes to the first field with a
// message in the order they show, else to the form's message.
export function AdminForm<T extends FieldValues>({
  state,
  idPrefix,
  busy,
  onValid,
  onInvalid,
  onUploadEvent,
  actions,
  guardUnsaved = true,
  className = 'space-y-6',
  children,
}: AdminFormProps<T>) {
  const { form, message, setMessage, focusFirst, uploads, leaving } = state;
  const { isDirty } = useFormState({ control: form.control });
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The fields are found by their ids, in the order they show, at once: their messages may
  // appear a render later, so waiting for aria-invalid would race them.
  focusFirst.current = (names: string[]) => {
    const ids = new Set(names.map((name) => `${idPrefix}-${name.replace(/\./g, '-')}`));
    const fields = formRef.current?.querySelectorAll<HTMLElement>('input[id], select[id], textarea[id]') ?? [];
    const first = Array.from(fields).find((field) => ids.has(field.id));
    (first ?? alertRef.current)?.focus();
  };

  const trackUpload = useCallback(
    (running: boolean) => {
      uploads.current += running ? 1 : -1;
    },
    [uploads],
  );
  const setup = useMemo(
    () => ({ idPrefix, trackUpload, reportUpload: onUploadEvent }),
    [idPrefix, trackUpload, onUploadEvent],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (uploads.current > 0) {
      setMessage(MSG_WAIT_FOR_UPLOAD);
      alertRef.current?.focus();
      return;
    }
    setMessage(undefined);
    void form.handleSubmit(onValid, (errors) => {
      const names = errorNames(errors);
      onInvalid?.(names);
      focusFirst.current(names);
    })(event);
  };

  return (
    <FormProvider {...form}>
      <FormSetupContext.Provider value={setup}>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} className={className}>
          {children}
          <FormFooter alertRef={alertRef} error={message}>
            {actions}
          </FormFooter>
        </form>
        {guardUnsaved ? <UnsavedChangesGuard dirty={isDirty} leaving={leaving} /> : null}
      </FormSetupContext.Provider>
    </FormProvider>
  );
}
