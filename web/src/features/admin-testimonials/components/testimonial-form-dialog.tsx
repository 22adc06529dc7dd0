import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { ApiError } from '@/lib/api-client';
import type { Testimonial } from '@/types/api';

import { useSaveTestimonial } from '../api/save-testimonial';
import type { AdminTestimonial } from '../types';
import {
  emptyTestimonialForm,
  fieldId,
  formToTestimonialInput,
  testimonialToForm,
  validateTestimonialForm,
  type FormErrors,
  type TestimonialFormValues,
} from '../utils/testimonial-form';

import { StarRatingInput } from './star-rating-input';

export const MSG_SAVE_FAILED = 'Failed to save testimonial. Please try again.';

export type BookOption = { id: string; title: string };

type TestimonialFormDialogProps = {
  open: boolean;
  // The review being edited; undefined adds one.
  testimonial?: AdminTestimonial;
  books: BookOption[];
  booksFailed?: boolean;
  // The book a new review starts with (the list's filter).
  defaultBookId?: string;
  onClose: () => void;
  onSaved: (saved: Testimonial, created: boolean) => void;
};

// The add and edit form as a modal (spec §2 "Testimonials admin", §5 "Testimonial"). The
// native modal <dialog> keeps focus inside and makes the page behind it inert; Escape or
// Cancel close it (not while saving); focus starts on the first field and goes back to the
// button that opened it.
export function TestimonialFormDialog({
  open,
  testimonial,
  books,
  booksFailed = false,
  defaultBookId = '',
  onClose,
  onSaved,
}: TestimonialFormDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      // jsdom has no showModal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('select, input, textarea')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  }, [open]);

  // Escape: the browser's 'cancel' event, or the key itself where there is no native modal.
  const onCancelEvent = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') onCancelEvent(event);
  };

  const editing = testimonial !== undefined;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={onCancelEvent}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-3xl border-2 border-amber-200 bg-white p-5 text-stone-900 shadow-2xl backdrop:bg-stone-900/60 sm:p-6"
    >
      <h2 id={titleId} className="font-display text-2xl font-bold text-stone-900">
        {editing ? 'Edit Testimonial' : 'Add Testimonial'}
      </h2>
      {open ? (
        <TestimonialForm
          key={testimonial?.id ?? 'new'}
          testimonial={testimonial}
          books={books}
          booksFailed={booksFailed}
          defaultBookId={defaultBookId}
          onCancel={onClose}
          onSaved={onSaved}
          onBusyChange={setBusy}
        />
      ) : null}
    </dialog>
  );
}

type TestimonialFormProps = {
  testimonial?: AdminTestimonial;
  books: BookOption[];
  booksFailed: boolean;
  defaultBookId: string;
  onCancel: () => void;
  onSaved: (saved: Testimonial, created: boolean) => void;
  onBusyChange: (busy: boolean) => void;
};

function TestimonialForm({
  testimonial,
  books,
  booksFailed,
  defaultBookId,
  onCancel,
  onSaved,
  onBusyChange,
}: TestimonialFormProps) {
  const editing = testimonial !== undefined;
  const [values, setValues] = useState<TestimonialFormValues>(() =>
    testimonial ? testimonialToForm(testimonial) : emptyTestimonialForm(defaultBookId),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const save = useSaveTestimonial(testimonial);
  const busy = save.isPending;

  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);

  // After a failed submit: the first field with an error, else the form's message.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [focusRequest]);

  const setField = <K extends keyof TestimonialFormValues>(name: K, value: TestimonialFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateTestimonialForm(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(formToTestimonialInput(values), {
      onSuccess: (saved) => onSaved(saved, !editing),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        setErrors(fields);
        // Field messages say what to fix; otherwise the fixed message (spec §8).
        setFormError(Object.keys(fields).length > 0 ? undefined : MSG_SAVE_FAILED);
        setFocusRequest((n) => n + 1);
      },
    });
  };

  // The stored book stays choosable even if the list of books could not be loaded.
  const options =
    testimonial && !books.some((b) => b.id === testimonial.bookId)
      ? [{ id: testimonial.bookId, title: testimonial.bookTitle }, ...books]
      : books;

  const submitLabel = editing ? (busy ? 'Updating...' : 'Update Testimonial') : busy ? 'Adding...' : 'Add Testimonial';

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-4 space-y-5">
      <Field
        id={fieldId('bookId')}
        label="Book"
        error={errors.bookId}
        hint={booksFailed ? 'The list of books could not be loaded. Close this form and try again.' : undefined}
      >
        {(control) => (
          <select
            {...control}
            name="bookId"
            required
            value={values.bookId}
            onChange={(e) => setField('bookId', e.target.value)}
          >
            <option value="">Select a book</option>
            {options.map((book) => (
              <option key={book.id} value={book.id}>
                {book.title}
              </option>
            ))}
          </select>
        )}
      </Field>

      <StarRatingInput id={fieldId('rating')} value={values.rating} onChange={(rating) => setField('rating', rating)} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fieldId('reviewerName')} label="Reviewer Name" error={errors.reviewerName}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="reviewerName"
              required
              value={values.reviewerName}
              onChange={(e) => setField('reviewerName', e.target.value)}
            />
          )}
        </Field>
        <Field id={fieldId('date')} label="Date" error={errors.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="date"
              required
              value={values.date}
              onChange={(e) => setField('date', e.target.value)}
            />
          )}
        </Field>
      </div>

      <Field id={fieldId('title')} label="Review Title (optional)" error={errors.title}>
        {(control) => (
          <input
            {...control}
            type="text"
            name="title"
            value={values.title}
            onChange={(e) => setField('title', e.target.value)}
          />
        )}
      </Field>

      <Field id={fieldId('content')} label="Review Content" error={errors.content}>
        {(control) => (
          <textarea
            {...control}
            name="content"
            rows={5}
            required
            value={values.content}
            onChange={(e) => setField('content', e.target.value)}
          />
        )}
      </Field>

      <Field id={fieldId('source')} label="Source (optional)" hint="Where the review was posted, for example Amazon.">
        {(control) => (
          <input
            {...control}
            type="text"
            name="source"
            value={values.source}
            onChange={(e) => setField('source', e.target.value)}
          />
        )}
      </Field>

      <label className="flex items-center gap-3 font-bold text-stone-900">
        <input
          type="checkbox"
          name="verifiedPurchase"
          checked={values.verifiedPurchase}
          onChange={(e) => setField('verifiedPurchase', e.target.checked)}
          className="size-5 accent-orange-700"
        />
        Verified purchase
      </label>

      <FormFooter alertRef={alertRef} error={formError}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </FormFooter>
    </form>
  );
}
