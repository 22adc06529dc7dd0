import { z } from 'zod';

import { formToStoreLinks, storeLinksSchema, storeLinksToForm, type StoreLinkRow } from '@/lib/admin-store-links';
import {
  checkPublishing,
  publishingInput,
  publishingShape,
  publishingToForm,
  type PublishingFormValues,
  type PublishingInput,
} from '@/lib/admin-publishing';
import { dateOnly, formErrors, optionalWebUrl, requiredText } from '@/lib/form-rules';
import type { UpcomingBook } from '@/types/api';

import type { UpcomingBookInput } from '../types';

import { formToRelease, releaseSchema, releaseToForm, type ReleaseFormValues } from './release-form';

// The upcoming book form's values and checks (spec §5 "Upcoming book"). The messages and field
// names are the server's (internal/storyshelf/upcoming_book.go), so its 400 answers land on the
// same fields.

export type UpcomingBookFormValues = Omit<UpcomingBookInput, 'storeLinks' | 'release' | keyof PublishingInput> & {
  storeLinks: StoreLinkRow[];
  release: ReleaseFormValues;
} & PublishingFormValues;

// The title and description have Spanish versions ('titleEs'), which may be left empty.
export const upcomingBookSchema = z.object({
  title: requiredText('Title is required'),
  titleEs: z.string(),
  author: requiredText('Author is required'),
  description: requiredText('Description is required'),
  descriptionEs: z.string(),
  coverImageUrl: requiredText('Cover image is required'),
  expectedReleaseDate: requiredText('Expected release date is required'),
  preorderUrl: optionalWebUrl(),
  storeLinks: storeLinksSchema,
  release: releaseSchema,
  ...publishingShape,
})
  .superRefine((values, ctx) => checkPublishing(values, ctx)) satisfies z.ZodType<UpcomingBookFormValues>;

export const validateUpcomingBookForm = (values: UpcomingBookFormValues) => formErrors(upcomingBookSchema, values);

export const emptyUpcomingBookForm = (): UpcomingBookFormValues => ({
  title: '',
  titleEs: '',
  author: '',
  description: '',
  descriptionEs: '',
  coverImageUrl: '',
  expectedReleaseDate: '',
  preorderUrl: '',
  storeLinks: [],
  release: releaseToForm(),
  ...publishingToForm(),
});

// The date may carry a time suffix (spec §3).
export function upcomingBookToForm(book: UpcomingBook): UpcomingBookFormValues {
  return {
    title: book.title,
    titleEs: book.titleEs,
    author: book.author,
    description: book.description,
    descriptionEs: book.descriptionEs,
    coverImageUrl: book.coverImageUrl,
    expectedReleaseDate: dateOnly(book.expectedReleaseDate),
    preorderUrl: book.preorderUrl,
    storeLinks: storeLinksToForm(book.storeLinks),
    release: releaseToForm(book.release),
    ...publishingToForm(book),
  };
}

// The request body, trimmed.
export function formToUpcomingBookInput(values: UpcomingBookFormValues): UpcomingBookInput {
  return {
    title: values.title.trim(),
    titleEs: values.titleEs.trim(),
    author: values.author.trim(),
    description: values.description.trim(),
    descriptionEs: values.descriptionEs.trim(),
    coverImageUrl: values.coverImageUrl.trim(),
    expectedReleaseDate: values.expectedReleaseDate.trim(),
    preorderUrl: values.preorderUrl.trim(),
    storeLinks: formToStoreLinks(values.storeLinks),
    release: formToRelease(values.release),
    ...publishingInput(values),
  };
}
