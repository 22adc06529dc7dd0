import { z } from 'zod';

import { MAX_STARS } from '@/components/ui/star-rating';
import { dateOnly, formErrors, requiredText } from '@/lib/form-rules';

import type { AdminTestimonial, TestimonialInput } from '../types';

// The review form's state and its checks. The messages and field names are the server's
// (internal/storyshelf/testimonial.go), so its 400 answers land on the same fields.

// Spec §9.
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
  // What a reader said they are; '' for the owner's own.
  role: string;
};

// Spec §5 "Testimonial". A title may be left out, but one that was typed cannot be blank.
export const testimonialSchema = z.object({
  bookId: z.string().refine((id) => id !== '', 'Please select a book'),
  rating: z.number(),
  title: z.string().refine((title) => title === '' || title.trim() !== '', 'If provided, review title cannot be empty'),
  content: requiredText('Review content is required'),
  reviewerName: requiredText('Reviewer name is required'),
  source: z.string(),
  date: requiredText('Date is required'),
  verifiedPurchase: z.boolean(),
  role: z.string(),
}) satisfies z.ZodType<TestimonialFormValues>;

export const validateTestimonialForm = (values: TestimonialFormValues) => formErrors(testimonialSchema, values);

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
  role: '',
});

export function testimonialToForm(t: AdminTestimonial): TestimonialFormValues {
  return {
    bookId: t.bookId,
    rating: t.rating >= 1 && t.rating <= MAX_STARS ? Math.round(t.rating) : DEFAULT_RATING,
    title: t.title,
    content: t.content,
    reviewerName: t.reviewerName,
    source: t.source,
    date: dateOnly(t.date),
    verifiedPurchase: t.verifiedPurchase,
    role: t.role ?? '',
  };
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
    role: values.role,
  };
}
