import { z } from 'zod';

// What a book has that an announcement lacks, as the book form and the upcoming book form's
// "Release day" both take it: its genres, one row each, and its pages. The messages are the
// server's (internal/storyshelf/book_form.go).

export type GenreRow = { value: string };

export const emptyGenre = (): GenreRow => ({ value: '' });

// The genres to send: trimmed, empty and repeated ones dropped (spec §5).
export function genreList(rows: GenreRow[]): string[] {
  const genres: string[] = [];
  for (const { value } of rows) {
    const genre = value.trim();
    if (genre !== '' && !genres.includes(genre)) genres.push(genre);
  }
  return genres;
}

// Whole pages, at least 1.
export const pagesRule = z.string().superRefine((value, ctx) => {
  const n = Number(value.trim());
  if (value.trim() === '' || !(n >= 1)) ctx.addIssue({ code: 'custom', message: 'Pages must be at least 1' });
  else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'Pages must be a whole number' });
});
