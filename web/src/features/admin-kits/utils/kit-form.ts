import { z } from 'zod';

import {
  checkPublishing,
  publishingInput,
  publishingShape,
  publishingToForm,
  type PublishingFormValues,
} from '@/lib/admin-publishing';
import { formErrors, requiredText } from '@/lib/form-rules';

import type { KitDetail, KitInput } from '../types';

import { MSG_REQUIRED_FIELDS } from './kit-messages';

// The kit form's state and its checks. Field names and messages are the server's
// (internal/storyshelf/kindness_kit.go), so its 400 answers land on the same fields.

// What the public kit block shows when a kit leaves its headline or subheadline empty.
export const DEFAULT_KIT_HEADLINE = 'Start your ripple with a free kindness kit!';
export const DEFAULT_KIT_SUBHEADLINE = 'Download the audiobook, coloring pages, and gentle activities.';

// The title, headline and subheadline each have a Spanish version ('titleEs'), which may be
// left empty.
export type KitFormValues = {
  title: string;
  titleEs: string;
  bookId: string;
  headline: string;
  headlineEs: string;
  subheadline: string;
  subheadlineEs: string;
  heroImageUrl: string;
  mailerliteGroupId: string;
  active: boolean;
} & PublishingFormValues;

export const kitSchema = z.object({
  title: requiredText('Title is required'),
  titleEs: z.string(),
  bookId: z.string().refine((id) => id !== '', 'Please select a book'),
  headline: z.string(),
  headlineEs: z.string(),
  subheadline: z.string(),
  subheadlineEs: z.string(),
  heroImageUrl: z.string(),
  mailerliteGroupId: z.string(),
  active: z.boolean(),
  ...publishingShape,
})
  .superRefine((values, ctx) => checkPublishing(values, ctx)) satisfies z.ZodType<KitFormValues>;

export const emptyKitForm = (): KitFormValues => ({
  title: '',
  titleEs: '',
  bookId: '',
  headline: '',
  headlineEs: '',
  subheadline: '',
  subheadlineEs: '',
  heroImageUrl: '',
  mailerliteGroupId: '',
  active: true,
  ...publishingToForm(),
});

export const kitToForm = (kit: KitDetail): KitFormValues => ({
  title: kit.title,
  titleEs: kit.titleEs,
  bookId: kit.bookId,
  headline: kit.headline,
  headlineEs: kit.headlineEs,
  subheadline: kit.subheadline,
  subheadlineEs: kit.subheadlineEs,
  heroImageUrl: kit.heroImageUrl,
  mailerliteGroupId: kit.mailerliteGroupId,
  active: kit.active,
  ...publishingToForm(kit),
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
  titleEs: values.titleEs.trim(),
  headline: values.headline.trim(),
  headlineEs: values.headlineEs.trim(),
  subheadline: values.subheadline.trim(),
  subheadlineEs: values.subheadlineEs.trim(),
  heroImageUrl: values.heroImageUrl,
  mailerliteGroupId: values.mailerliteGroupId.trim(),
  active: values.active,
  ...publishingInput(values),
});
