import { z } from 'zod';

import { formErrors, requiredText } from '@/lib/form-rules';

import type { KitDetail, KitInput } from '../types';

import { MSG_REQUIRED_FIELDS } from './kit-messages';

// The kit form's state and its checks. Field names and messages are the server's
// (internal/storyshelf/kindness_kit.go), so its 400 answers land on the same fields.

// What the public kit block shows when a kit leaves its headline or subheadline empty.
export const DEFAULT_KIT_HEADLINE = 'Start your ripple with a free kindness kit!';
export const DEFAULT_KIT_SUBHEADLINE = 'Download the audiobook, coloring pages, and gentle activities.';

export type KitFormValues = {
  title: string;
  bookId: string;
  headline: string;
  subheadline: string;
  heroImageUrl: string;
  mailerliteGroupId: string;
  active: boolean;
};

export const kitSchema = z.object({
  title: requiredText('Title is required'),
  bookId: z.string().refine((id) => id !== '', 'Please select a book'),
  headline: z.string(),
  subheadline: z.string(),
  heroImageUrl: z.string(),
  mailerliteGroupId: z.string(),
  active: z.boolean(),
}) satisfies z.ZodType<KitFormValues>;

export const emptyKitForm = (): KitFormValues => ({
  title: '',
  bookId: '',
  headline: '',
  subheadline: '',
  heroImageUrl: '',
  mailerliteGroupId: '',
  active: true,
});

export const kitToForm = (kit: KitDetail): KitFormValues => ({
  title: kit.title,
  bookId: kit.bookId,
  headline: kit.headline,
  subheadline: kit.subheadline,
  heroImageUrl: kit.heroImageUrl,
  mailerliteGroupId: kit.mailerliteGroupId,
  active: kit.active,
});

// Spec §5 "Kindness kit form": a title and a book are required. Returns the form's message
// and each failing field's own.
export function validateKitForm(values: KitFormValues): { message?: string; errors: Record<string, string> } {
  const errors = formErrors(kitSchema, values);
  return Object.keys(errors).length > 0 ? { message: MSG_REQUIRED_FIELDS, errors } : { errors };
}

export const formToKitInput = (values: KitFormValues): KitInput => ({
  bookId: values.bookId,
  title: values.title.trim(),
  headline: values.headline.trim(),
  subheadline: values.subheadline.trim(),
  heroImageUrl: values.heroImageUrl,
  mailerliteGroupId: values.mailerliteGroupId.trim(),
  active: values.active,
});
