import { FormDialog, useDialogBusy } from '@/components/ui/form-dialog';
import { Form } from '@/components/ui/form/form';
import { BookSelectField } from '@/components/ui/form/book-select-field';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { DialogFormActions } from '@/components/ui/form/form-actions';
import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';
import { StarRatingField } from '@/components/ui/form/star-rating-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import type { BookOption } from '@/lib/admin-catalogue';
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

// What a reviewer can be (internal/storyshelf/review.go); none for most of the owner's own.
const ROLE_OPTIONS = [
  { value: '', label: 'Not given' },
  { value: 'parent', label: 'Parent' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'librarian', label: 'Librarian' },
  { value: 'other', label: 'Other' },
];

export const MSG_SAVE_FAILED = 'Failed to save testimonial. Please try again.';

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

// The add and edit form as a modal (spec §2 "Testimonials admin", §5 "Testimonial").
export function TestimonialFormDialog({
  open,
  testimonial,
  books,
  booksFailed = false,
  defaultBookId = '',
  onClose,
  onSaved,
}: TestimonialFormDialogProps) {
  return (
    <FormDialog open={open} title={testimonial ? 'Edit Testimonial' : 'Add Testimonial'} onClose={onClose}>
      <TestimonialForm
        key={testimonial?.id ?? 'new'}
        testimonial={testimonial}
        books={books}
        booksFailed={booksFailed}
        defaultBookId={defaultBookId}
        onCancel={onClose}
        onSaved={onSaved}
      />
    </FormDialog>
  );
}

type TestimonialFormProps = {
  testimonial?: AdminTestimonial;
  books: BookOption[];
  booksFailed: boolean;
  defaultBookId: string;
  onCancel: () => void;
  onSaved: (saved: Testimonial, created: boolean) => void;
};

function TestimonialForm({ testimonial, books, booksFailed, defaultBookId, onCancel, onSaved }: TestimonialFormProps) {
  const editing = testimonial !== undefined;
  const state = useAppForm(
    testimonialSchema,
    testimonial ? testimonialToForm(testimonial) : emptyTestimonialForm(defaultBookId),
  );
  const save = useSaveTestimonial(testimonial);
  const busy = save.isPending;
  useDialogBusy(busy);

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

  return (
    <Form
      guardUnsaved
      state={state}
      idPrefix="testimonial"
      busy={busy}
      onValid={onValid}
      className="mt-4 space-y-5"
      actions={
        <DialogFormActions
          onCancel={onCancel}
          busy={busy}
          editing={editing}
          addLabel="Add Testimonial"
          updateLabel="Update Testimonial"
        />
      }
    >
      <BookSelectField
        books={books}
        failed={booksFailed}
        stored={testimonial && { id: testimonial.bookId, title: testimonial.bookTitle }}
      />
      <StarRatingField name="rating" />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField name="reviewerName" label="Reviewer Name" required />
        <InputField name="date" label="Date" type="date" required />
      </div>
      <InputField name="title" label="Review Title (optional)" />
      <TextareaField name="content" label="Review Content" required />
      <InputField name="source" label="Source (optional)" hint="Where the review was posted, for example Amazon." />
      <SelectField name="role" label="Reviewer is a" options={ROLE_OPTIONS} />
      <CheckboxField name="verifiedPurchase" label="Verified purchase" />
    </Form>
  );
}
