import { z } from 'zod';

import { emptyGenre, genreList, pagesRule as pages, type GenreRow } from '@/lib/admin-book-details';
import { MSG_PUBLISH_AT_PAST, localInputValue } from '@/lib/admin-publishing';
import { requiredText } from '@/lib/form-rules';
import type { UpcomingBookRelease } from '@/types/api';

// The upcoming book form's "Release day" part (issue #30 part 3): when it becomes a book, and
// the book's details. Checked only while it is on, with the server's messages
// (internal/storyshelf/release.go) on the server's field names ('release.isbn').

export const MSG_RELEASE_AT_NEEDED = 'Choose the date and time to release it.';

export type ReleaseFormValues = {
  enabled: boolean;
  // A datetime-local value in the owner's time zone.
  at: string;
  ageRange: string;
  isbn: string;
  pages: string;
  genres: GenreRow[];
  newsletterDraft: boolean;
};

const ageRange = requiredText('Age range is required');
const isbn = requiredText('ISBN is required');

export const releaseSchema = z
  .object({
    enabled: z.boolean(),
    at: z.string(),
    ageRange: z.string(),
    isbn: z.string(),
    pages: z.string(),
    genres: z.array(z.object({ value: z.string() })),
    newsletterDraft: z.boolean(),
  })
  .superRefine((values, ctx) => checkRelease(values, ctx)) satisfies z.ZodType<ReleaseFormValues>;

function checkRelease(values: ReleaseFormValues, ctx: z.RefinementCtx, now: () => Date = () => new Date()) {
  if (!values.enabled) return;
  const at = new Date(values.at);
  if (!values.at || Number.isNaN(at.getTime())) {
    ctx.addIssue({ code: 'custom', path: ['at'], message: MSG_RELEASE_AT_NEEDED });
  } else if (at <= now()) {
    ctx.addIssue({ code: 'custom', path: ['at'], message: MSG_PUBLISH_AT_PAST });
  }
  for (const [path, rule, value] of [
    ['ageRange', ageRange, values.ageRange],
    ['isbn', isbn, values.isbn],
    ['pages', pages, values.pages],
  ] as const) {
    const result = rule.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]?.message ?? '' });
  }
}

// The suggested release time: the expected release date at 09:00 in the owner's time zone.
export const defaultReleaseAt = (expectedReleaseDate: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(expectedReleaseDate) ? `${expectedReleaseDate}T09:00` : '';

// A new upcoming book prepares a newsletter draft when released, unless she says otherwise.
export function releaseToForm(release?: UpcomingBookRelease): ReleaseFormValues {
  return {
    enabled: release?.enabled ?? false,
    at: release?.at ? localInputValue(release.at) : '',
    ageRange: release?.ageRange ?? '',
    isbn: release?.isbn ?? '',
    pages: release && release.pages > 0 ? String(release.pages) : '',
    genres: release && release.genres.length > 0 ? release.genres.map((value) => ({ value })) : [emptyGenre()],
    newsletterDraft: release?.newsletterDraft ?? true,
  };
}

// The details are sent even while it is off, so they are kept for "Release now".
export function formToRelease(values: ReleaseFormValues): UpcomingBookRelease {
  const at = values.enabled && values.at ? new Date(values.at) : null;
  const count = Number(values.pages.trim());
  return {
    enabled: values.enabled,
    at: at && !Number.isNaN(at.getTime()) ? at.toISOString() : null,
    ageRange: values.ageRange.trim(),
    isbn: values.isbn.trim(),
    pages: Number.isInteger(count) && count > 0 ? count : 0,
    genres: genreList(values.genres),
    newsletterDraft: values.newsletterDraft,
  };
}

// Whether the expected release date readers see and the day of the release she picked (a
// datetime-local value) are two different days; either one not given is no disagreement.
export function datesDisagree(expectedReleaseDate: string, at: string): boolean {
  const expected = /^\d{4}-\d{2}-\d{2}$/.exec(expectedReleaseDate.trim())?.[0];
  const day = /^(\d{4}-\d{2}-\d{2})T/.exec(at)?.[1];
  return Boolean(expected && day && expected !== day);
}
