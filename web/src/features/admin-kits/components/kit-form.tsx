import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { useToast } from '@/components/ui/toast';
import { adminPaths } from '@/config/admin-paths';
import { ImageUploadField } from '@/features/admin-uploads/components/image-upload-field';
import { ApiError } from '@/lib/api-client';
import type { Book } from '@/types/api';

import { useSaveKit } from '../api/save-kit';
import type { KitDetail } from '../types';
import {
  DEFAULT_KIT_HEADLINE,
  DEFAULT_KIT_SUBHEADLINE,
  emptyKitForm,
  formToKitInput,
  kitFieldId,
  kitToForm,
  validateKitForm,
  type KitFormErrors,
  type KitFormValues,
} from '../utils/kit-form';
import {
  KIT_REDIRECT_MS,
  KIT_TOAST_MS,
  messageFor,
  MSG_KIT_CREATED,
  MSG_HERO_NOT_IMAGE,
  MSG_KIT_UPDATED,
  MSG_SAVE_FAILED,
  MSG_WAIT_FOR_UPLOAD,
} from '../utils/kit-messages';

type TextName = 'title' | 'headline' | 'subheadline' | 'mailerliteGroupId';

// The add and edit form (spec §2 "Kindness kit form", §3, §5). After a save a toast says so
// and, 1.5 s later, a new kit goes on to its files page and an edited one back to the list
// (spec §4). Whatever the owner typed stays on any error.
export function KitForm({ kit, books }: { kit?: KitDetail; books: Book[] }) {
  const editing = kit !== undefined;
  const [values, setValues] = useState<KitFormValues>(() => (kit ? kitToForm(kit) : emptyKitForm()));
  const [errors, setErrors] = useState<KitFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const save = useSaveKit(kit);
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => () => {
    if (redirect.current) clearTimeout(redirect.current);
  }, []);

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

  const setField = <K extends keyof KitFormValues>(name: K, value: KitFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setError(name, undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || saved) return;
    if (uploading) {
      setFormError(MSG_WAIT_FOR_UPLOAD);
      alertRef.current?.focus();
      return;
    }
    const { message, errors: found } = validateKitForm(values);
    setErrors(found);
    setFormError(message);
    if (message) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(formToKitInput(values), {
      onSuccess: (result) => {
        setSaved(true);
        toast.show(editing ? MSG_KIT_UPDATED : MSG_KIT_CREATED, { duration: KIT_TOAST_MS });
        const next = editing ? adminPaths.kindnessKits.getHref() : adminPaths.kindnessKitFiles.getHref(result.id);
        redirect.current = setTimeout(() => navigate(next), KIT_REDIRECT_MS);
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? error.fields : {});
        setFormError(messageFor(error, MSG_SAVE_FAILED));
        setFocusRequest((n) => n + 1);
      },
    });
  };

  const textField = (name: TextName, label: string, options: { hint?: string; placeholder?: string; required?: boolean } = {}) => (
    <Field id={kitFieldId(name)} label={label} error={errors[name]} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          required={options.required}
          placeholder={options.placeholder}
          value={values[name]}
          onChange={(e) => setField(name, e.target.value)}
        />
      )}
    </Field>
  );

  const busy = save.isPending || saved;
  const submitLabel = editing ? (busy ? 'Updating...' : 'Update Kit') : busy ? 'Creating...' : 'Create Kit';

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="space-y-6">
      <div className="space-y-5 rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
        {textField('title', 'Title', { required: true })}
        <Field id={kitFieldId('bookId')} label="Book" error={errors.bookId}>
          {(control) => (
            <select {...control} name="bookId" required value={values.bookId} onChange={(e) => setField('bookId', e.target.value)}>
              <option value="">Select a book</option>
              {books.map((book) => (
                <option key={book.id} value={book.id}>
                  {book.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {textField('headline', 'Headline (optional)', {
          placeholder: DEFAULT_KIT_HEADLINE,
          hint: 'Left empty, the book page shows the text in the box.',
        })}
        {textField('subheadline', 'Subheadline (optional)', {
          placeholder: DEFAULT_KIT_SUBHEADLINE,
          hint: 'Left empty, the book page shows the text in the box.',
        })}
        <ImageUploadField
          id={kitFieldId('heroImageUrl')}
          name="heroImage"
          label="Hero Image (optional)"
          kind="image"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hint="PNG, JPG, GIF up to 10MB"
          notImageMessage={MSG_HERO_NOT_IMAGE}
          preview={{
            alt: 'Current hero image',
            width: 160,
            height: 120,
            className: 'h-28 w-auto max-w-40 rounded-xl border-2 border-amber-200 bg-amber-100 object-cover shadow-sm',
          }}
          removable
          value={values.heroImageUrl}
          error={errors.heroImageUrl}
          onUploaded={(url) => setField('heroImageUrl', url)}
          onError={(message) => setError('heroImageUrl', message)}
          onBusyChange={setUploading}
        />
        {textField('mailerliteGroupId', 'MailerLite Group ID (optional)', {
          hint: 'If you use MailerLite for your newsletter, paste the group number here and everyone who signs up for this kit is added to that group.',
        })}
        <div className="flex items-start gap-3">
          <input
            id={kitFieldId('active')}
            type="checkbox"
            name="active"
            checked={values.active}
            onChange={(e) => setField('active', e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-orange-700"
          />
          <label htmlFor={kitFieldId('active')} className="font-bold text-stone-900">
            Active (visible to users)
          </label>
        </div>
      </div>

      <FormFooter alertRef={alertRef} error={formError}>
        <ButtonLink to={adminPaths.kindnessKits.getHref()} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}
