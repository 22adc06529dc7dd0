import { isWebUrl, MSG_COVER_NOT_IMAGE, MSG_INVALID_LINK } from '@/features/admin-books/utils/book-form';
import type { UpcomingBook } from '@/types/api';

import type { UpcomingBookInput } from '../types';

// The upcoming book form's state and its checks. The messages and field names are the
// server's (internal/storyshelf/upcoming_book.go), so its 400 answers land on the same fields.

export { MSG_COVER_NOT_IMAGE, MSG_INVALID_LINK };

export type UpcomingBookFormValues = UpcomingBookInput;

// Field name → message.
export type FormErrors = Record<string, string>;

// The id of the control that shows a field, so an error can find it.
export const fieldId = (name: keyof UpcomingBookFormValues) => `upcoming-book-${name}`;

export const emptyUpcomingBookForm = (): UpcomingBookFormValues => ({
  title: '',
  author: '',
  description: '',
  coverImageUrl: '',
  expectedReleaseDate: '',
  preorderUrl: '',
});

// A stored date as <input type="date"> needs it (the date may carry a time suffix, spec §3).
function dateOnly(value: string) {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : '';
}

export function upcomingBookToForm(book: UpcomingBook): UpcomingBookFormValues {
  return {
    title: book.title,
    author: book.author,
    description: book.description,
    coverImageUrl: book.coverImageUrl,
    expectedReleaseDate: dateOnly(book.expectedReleaseDate),
    preorderUrl: book.preorderUrl,
  };
}

// Spec §5 "Upcoming book", with the server's messages. Every failing field at once.
export function validateUpcomingBookForm(values: UpcomingBookFormValues): FormErrors {
  const errors: FormErrors = {};
  const required: Array<[keyof UpcomingBookFormValues, string]> = [
    ['title', 'Title is required'],
    ['author', 'Author is required'],
    ['description', 'Description is required'],
    ['coverImageUrl', 'Cover image is required'],
    ['expectedReleaseDate', 'Expected release date is required'],
  ];
  for (const [name, message] of required) {
    if (values[name].trim() === '') errors[name] = message;
  }
  const link = values.preorderUrl.trim();
  if (link !== '' && !isWebUrl(link)) errors.preorderUrl = MSG_INVALID_LINK;
  return errors;
}

// The request body, trimmed.
export function formToUpcomingBookInput(values: UpcomingBookFormValues): UpcomingBookInput {
  return {
    title: values.title.trim(),
    author: values.author.trim(),
    description: values.description.trim(),
    coverImageUrl: values.coverImageUrl.trim(),
    expectedReleaseDate: values.expectedReleaseDate.trim(),
    preorderUrl: values.preorderUrl.trim(),
  };
}
