import * as z from 'zod/mini';

import { isEmailAddress } from '@/lib/email-address';
import { t } from '@/lib/i18n';

// The book page's "Write a review" form: the server's rules (internal/storyshelf/review.go)
// with its wording, in the page's language. zod's mini build, as the other public forms.
export const REVIEW_ROLES = ['parent', 'teacher', 'librarian', 'other'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

export function isReviewRole(role: unknown): role is ReviewRole {
  return (REVIEW_ROLES as readonly unknown[]).includes(role);
}

export type ReviewValues = {
  reviewerName: string;
  rating: number;
  title: string;
  content: string;
  role: string;
  email: string;
  // The honeypot.
  website: string;
};

export type ReviewField = 'reviewerName' | 'rating' | 'title' | 'content' | 'role' | 'email';

// The order fields appear in.
export const REVIEW_FIELDS: readonly ReviewField[] = ['reviewerName', 'rating', 'title', 'content', 'role', 'email'];

export const emptyReviewValues: ReviewValues = { reviewerName: '', rating: 0, title: '', content: '', role: '', email: '', website: '' };

const filled = (value: string) => value.trim() !== '';

// Built when the form is, so its messages are in the page's language.
export function reviewSchema() {
  return z.object({
    reviewerName: z.string().check(z.refine(filled, t('review.nameRequired'))),
    rating: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, t('review.ratingRequired'))),
    title: z.string(),
    content: z.string().check(z.refine(filled, t('review.contentRequired'))),
    role: z.string().check(z.refine(isReviewRole, t('review.roleRequired'))),
    email: z.string().check(z.refine((value) => !filled(value) || isEmailAddress(value.trim()), t('review.emailInvalid'))),
    website: z.string(),
  });
}

// Keeps only the server's messages for fields this form shows.
export function pickReviewErrors(fields: Record<string, string>): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  for (const field of REVIEW_FIELDS) {
    if (typeof fields[field] === 'string' && fields[field] !== '') errors[field] = fields[field];
  }
  return errors;
}
