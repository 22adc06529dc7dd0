import { useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';

import { Button } from '@/components/ui/button';
import { AdminForm } from '@/components/ui/form/admin-form';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';
import { StarRatingField } from '@/components/ui/form/star-rating-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useAdminForm } from '@/components/ui/form/use-admin-form';
import { ApiError } from '@/lib/api-client';
import type { Testimonial } from '@/types/api';

import { useSaveTestimonial } from '../api/save-testimonial';
import type { AdminTestimonial } from '../types';
import {
  emptyTestimonialForm,
  formToTestimonialInput,
  testimonialSchema,
  testimonialToForm,
  type TestimonialFormValues,
} from '../utils/testimonial-form';

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
  const state = useAdminForm(
    testimonialSchema,
    testimonial ? testimonialToForm(testimonial) : emptyTestimonialForm(defaultBookId),
  );
  const save = useSaveTestimonial(testimonial);
  const busy = save.isPending;

  useEffect(() => {
    onBusyChange(busy);
  }, [busy, onBusyChange]);

  const onValid = (values: TestimonialFormValues) => {
    save.mutate(formToTestimonialInput(values), {
      onSuccess: (saved) => onSaved(saved, !editing),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        // Field messages say what to fix; otherwise the fixed message (spec §8).
        state.fail(fields, Object.keys(fields).length > 0 ? undefined : MSG_SAVE_FAILED);
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
    <AdminForm
      state={state}
      idPrefix="testimonial"
      busy={busy}
      onValid={onValid}
      className="mt-4 space-y-5"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <SelectField
        name="bookId"
        label="Book"
        required
        placeholder="Select a book"
        options={options.map((book) => ({ value: book.id, label: book.title }))}
        hint={booksFailed ? 'The list of books could not be loaded. Close this form and try again.' : undefined}
      />
      <StarRatingField name="rating" />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="reviewerName" label="Reviewer Name" required />
        <InputField name="date" label="Date" type="date" required />
      </div>
      <InputField name="title" label="Review Title (optional)" />
      <TextareaField name="content" label="Review Content" required />
      <InputField name="source" label="Source (optional)" hint="Where the review was posted, for example Amazon." />
      <CheckboxField name="verifiedPurchase" label="Verified purchase" />
    </AdminForm>
  );
}
