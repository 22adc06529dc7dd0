import { Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { Button, ButtonLink, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { COVER_PREVIEW, ImageUploadField } from '@/features/admin-uploads/components/image-upload-field';
import { ApiError } from '@/lib/api-client';
import type { Book } from '@/types/api';

import { useSaveBook } from '../api/save-book';
import {
  bookToForm,
  emptyBookForm,
  emptyMaterial,
  fieldId,
  formToBookInput,
  materialField,
  MSG_COVER_NOT_IMAGE,
  validateBookForm,
  type BookFormValues,
  type FormErrors,
  type MaterialRow as MaterialRowValues,
} from '../utils/book-form';
import { saveErrorMessage } from '../utils/save-error';

import { GenresSection } from './genres-section';
import { MaterialRow } from './material-row';

export const MSG_WAIT_FOR_UPLOADS = 'Please wait for the upload to finish, then save again.';

type TextName = 'title' | 'author' | 'ageRange' | 'publishDate' | 'isbn' | 'pages' | 'amazonLink' | 'reviewLink';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-stone-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

// Materials named by index ('downloadMaterials.2.title') move up one when an earlier one goes.
function withoutMaterial(errors: FormErrors, removed: number): FormErrors {
  const next: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^downloadMaterials\.(\d+)\.(.+)$/.exec(key);
    if (!match) next[key] = message;
    else if (Number(match[1]) < removed) next[key] = message;
    else if (Number(match[1]) > removed) next[`downloadMaterials.${Number(match[1]) - 1}.${match[2]}`] = message;
  }
  return next;
}

// The add and edit form (spec §2 "Book form", §5): Basic Information, Genres and
// Educational Materials. Files are stored as soon as they are chosen; the book itself is
// checked here with the server's own messages, then sent. Whatever the owner typed stays
// on any error.
export function BookForm({ book }: { book?: Book }) {
  const editing = book !== undefined;
  const [values, setValues] = useState<BookFormValues>(() => (book ? bookToForm(book) : emptyBookForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [uploads, setUploads] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const [focusId, setFocusId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const addMaterialRef = useRef<HTMLButtonElement>(null);
  const save = useSaveBook(book?.id);
  const toast = useToast();
  const navigate = useNavigate();

  // After a failed submit: the first field with an error, else the form's message.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (focusId === null) return;
    const target = focusId === 'add-material' ? addMaterialRef.current : document.getElementById(focusId);
    target?.focus();
    setFocusId(null);
  }, [focusId]);

  const setError = useCallback((name: string, message: string | undefined) => {
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  }, []);

  const onBusyChange = useCallback((busy: boolean) => setUploads((n) => n + (busy ? 1 : -1)), []);

  const setField = (name: keyof BookFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(name, undefined);
  };

  const updateMaterial = (index: number, patch: Partial<MaterialRowValues>) => {
    setValues((current) => ({
      ...current,
      materials: current.materials.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    }));
    for (const field of ['title', 'description', 'type', 'fileUrl'] as const) {
      if (field in patch) setError(materialField(index, field), undefined);
    }
  };

  const addMaterial = () => {
    const index = values.materials.length;
    setValues((current) => ({ ...current, materials: [...current.materials, emptyMaterial()] }));
    setFocusId(fieldId(materialField(index, 'title')));
  };

  const removeMaterial = (index: number) => {
    setValues((current) => ({ ...current, materials: current.materials.filter((_, i) => i !== index) }));
    setErrors((current) => withoutMaterial(current, index));
    setFocusId('add-material');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (uploads > 0) {
      setFormError(MSG_WAIT_FOR_UPLOADS);
      alertRef.current?.focus();
      return;
    }
    const found = validateBookForm(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(formToBookInput(values), {
      onSuccess: (saved) => {
        toast.show(editing ? `"${saved.title}" has been updated.` : `"${saved.title}" has been added.`);
        navigate(adminPaths.books.getHref());
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
  const submitLabel = editing ? (busy ? 'Updating...' : 'Update Book') : busy ? 'Adding...' : 'Add Book';

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-6">
      <Section id="basic-information-heading" title="Basic Information">
        <div className="grid gap-5 sm:grid-cols-2">
          {textField('title', 'Title', { required: true, className: 'sm:col-span-2' })}
          {textField('author', 'Author', { required: true, autoComplete: 'name' })}
          {textField('ageRange', 'Age Range', { required: true, hint: 'For example 3-6' })}
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
          {textField('publishDate', 'Publish Date', { type: 'date', required: true })}
          {textField('isbn', 'ISBN', { required: true })}
          {textField('pages', 'Pages', { type: 'number', min: 1, step: 1, inputMode: 'numeric', required: true })}
          <div className="sm:col-span-2">
            <ImageUploadField
              id={fieldId('coverImage')}
              name="coverImage"
              label="Cover Image"
              kind="cover"
              accept="image/*"
              hint={
                values.coverImage
                  ? 'Covers under 1MB load fastest. Choose a new image to replace the current cover.'
                  : 'Covers under 1MB load fastest.'
              }
              notImageMessage={MSG_COVER_NOT_IMAGE}
              preview={COVER_PREVIEW}
              value={values.coverImage}
              error={errors.coverImage}
              onUploaded={(url) => setField('coverImage', url)}
              onError={(message) => setError('coverImage', message)}
              onBusyChange={onBusyChange}
            />
          </div>
          {textField('amazonLink', 'Amazon Link (optional)', { type: 'url', placeholder: 'https://' })}
          {textField('reviewLink', 'Review Link (optional)', { type: 'url', placeholder: 'https://' })}
        </div>
      </Section>

      <GenresSection genres={values.genres} onChange={(genres) => setValues((current) => ({ ...current, genres }))} />

      <Section
        id="materials-heading"
        title="Educational Materials"
        intro="Free downloads on the book's page: worksheets, colouring pages, songs or videos."
      >
        {values.materials.length === 0 ? (
          <p className="rounded-2xl border-2 border-dashed border-amber-300 p-4 text-center text-stone-700">
            No materials yet.
          </p>
        ) : (
          <div className="space-y-4">
            {values.materials.map((material, index) => (
              <MaterialRow
                key={material.key}
                index={index}
                row={material}
                errors={errors}
                onChange={(patch) => updateMaterial(index, patch)}
                onError={setError}
                onRemove={() => removeMaterial(index)}
                onBusyChange={onBusyChange}
              />
            ))}
          </div>
        )}
        <button
          ref={addMaterialRef}
          type="button"
          className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
          onClick={addMaterial}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Material
        </button>
      </Section>

      <FormFooter alertRef={alertRef} error={formError}>
        <ButtonLink to={adminPaths.books.getHref()} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}
