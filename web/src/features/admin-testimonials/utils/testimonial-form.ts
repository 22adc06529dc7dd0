import type { AdminTestimonial, TestimonialInput } from '../types';

// The review form's state and its checks. The messages and field names are the server's
// (internal/storyshelf/testimonial.go), so its 400 answers land on the same fields.

// Spec §9.
export const MAX_STARS = 5;
export const DEFAULT_RATING = 5;

export type TestimonialFormValues = {
  bookId: string;
  rating: number;
  title: string;
  content: string;
  reviewerName: string;
  source: string;
  date: string;
  verifiedPurchase: boolean;
};

// Field name → message.
export type FormErrors = Record<string, string>;

export const fieldId = (name: keyof TestimonialFormValues) => `testimonial-${name}`;

// Today as YYYY-MM-DD in the owner's own time zone (spec §3: the date defaults to today).
export function today(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptyTestimonialForm = (bookId = ''): TestimonialFormValues => ({
  bookId,
  rating: DEFAULT_RATING,
  title: '',
  content: '',
  reviewerName: '',
  source: '',
  date: today(),
  verifiedPurchase: false,
});

export function testimonialToForm(t: AdminTestimonial): TestimonialFormValues {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(t.date)?.[0] ?? '';
  return {
    bookId: t.bookId,
    rating: t.rating >= 1 && t.rating <= MAX_STARS ? Math.round(t.rating) : DEFAULT_RATING,
    title: t.title,
    content: t.content,
    reviewerName: t.reviewerName,
    source: t.source,
    date,
    verifiedPurchase: t.verifiedPurchase,
  };
}

// Spec §5 "Testimonial". A title may be left out, but one that was typed cannot be blank.
export function validateTestimonialForm(values: TestimonialFormValues): FormErrors {
  const errors: FormErrors = {};
  if (values.bookId === '') errors.bookId = 'Please select a book';
  if (values.reviewerName.trim() === '') errors.reviewerName = 'Reviewer name is required';
  if (values.title !== '' && values.title.trim() === '') errors.title = 'If provided, review title cannot be empty';
  if (values.content.trim() === '') errors.content = 'Review content is required';
  if (values.date.trim() === '') errors.date = 'Date is required';
  return errors;
}

// The request body, trimmed.
export function formToTestimonialInput(values: TestimonialFormValues): TestimonialInput {
  return {
    bookId: values.bookId,
    rating: values.rating,
    title: values.title.trim(),
    content: values.content.trim(),
    reviewerName: values.reviewerName.trim(),
    source: values.source.trim(),
    date: values.date.trim(),
    verifiedPurchase: values.verifiedPurchase,
  };
}
