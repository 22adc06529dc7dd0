import { useCallback, useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { COVER_PREVIEW, ImageUploadField } from '@/features/admin-uploads/components/image-upload-field';
import { ApiError } from '@/lib/api-client';
import type { UpcomingBook } from '@/types/api';

import { useSaveUpcomingBook } from '../api/save-upcoming-book';
import { saveErrorMessage } from '../utils/save-error';
import {
  emptyUpcomingBookForm,
  fieldId,
  formToUpcomingBookInput,
  MSG_COVER_NOT_IMAGE,
  upcomingBookToForm,
  validateUpcomingBookForm,
  type FormErrors,
  type UpcomingBookFormValues,
} from '../utils/upcoming-book-form';

export const MSG_WAIT_FOR_UPLOAD = 'Please wait for the upload to finish, then save again.';

type TextName = 'title' | 'author' | 'expectedReleaseDate' | 'preorderUrl';

// The add and edit form (spec §2 "Upcoming books list and form", §5 "Upcoming book"). The
// cover is stored as soon as it is chosen; the rest is checked here with the server's own
// messages, then sent. Whatever the owner typed stays on any error.
export function UpcomingBookForm({ book }: { book?: UpcomingBook }) {
  const editing = book !== undefined;
  const [values, setValues] = useState<UpcomingBookFormValues>(() =>
    book ? upcomingBookToForm(book) : emptyUpcomingBookForm(),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const uploading = useRef(false);
  const save = useSaveUpcomingBook(book?.id);
  const toast = useToast();
  const navigate = useNavigate();

  // After a failed submit: the first field with an error, else the form's message.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [focusRequest]);

  const setError = useCallback((name: string, message: string | undefined) => {
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  const onBusyChange = useCallback((busy: boolean) => {
    uploading.current = busy;
  }, []);

  const setField = (name: keyof UpcomingBookFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(name, undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (uploading.current) {
      setFormError(MSG_WAIT_FOR_UPLOAD);
      alertRef.current?.focus();
      return;
    }
    const found = validateUpcomingBookForm(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(formToUpcomingBookInput(values), {
      onSuccess: (saved) => {
        toast.show(editing ? `"${saved.title}" has been updated.` : `"${saved.title}" has been added.`);
        navigate(adminPaths.upcomingBooks.getHref());
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fields : {});
        setFormError(saveErrorMessage(error));
        setFocusRequest((n) => n + 1);
      },
    });
  };

  const textField = (
    name: TextName,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> & { hint?: string } = {},
  ) => {
    const { hint, className, ...inputProps } = props;
    return (
      <Field id={fieldId(name)} label={label} error={errors[name]} hint={hint} className={className}>
        {(control) => (
          <input
            {...control}
            type="text"
            {...inputProps}
            name={name}
            value={values[name]}
            onChange={(e) => setField(name, e.target.value)}
          />
        )}
      </Field>
    );
  };

  const busy = save.isPending;
  const submitLabel = editing
    ? busy
      ? 'Updating...'
      : 'Update Upcoming Book'
    : busy
      ? 'Adding...'
      : 'Add Upcoming Book';

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-6">
      <div className="grid gap-5 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        {textField('title', 'Title', { required: true, className: 'sm:col-span-2' })}
        {textField('author', 'Author', { required: true, autoComplete: 'name' })}
        {textField('expectedReleaseDate', 'Expected Release Date', { type: 'date', required: true })}
        <Field id={fieldId('description')} label="Description" error={errors.description} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={5}
              required
              value={values.description}
              onChange={(e) => setField('description', e.target.value)}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <ImageUploadField
            id={fieldId('coverImageUrl')}
            name="coverImageUrl"
            label="Cover Image"
            kind="cover"
            accept="image/*"
            hint={values.coverImageUrl ? 'Choose a new image to replace the current cover.' : 'A PNG, JPG or WebP image.'}
            notImageMessage={MSG_COVER_NOT_IMAGE}
            preview={COVER_PREVIEW}
            value={values.coverImageUrl}
            error={errors.coverImageUrl}
            onUploaded={(url) => setField('coverImageUrl', url)}
            onError={(message) => setError('coverImageUrl', message)}
            onBusyChange={onBusyChange}
          />
        </div>
        {textField('preorderUrl', 'Pre-order URL (optional)', {
          type: 'url',
          placeholder: 'https://',
          className: 'sm:col-span-2',
          hint: 'Where readers can pre-order the book.',
        })}
      </div>

      <FormFooter alertRef={alertRef} error={formError}>
        <ButtonLink to={adminPaths.upcomingBooks.getHref()} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}
