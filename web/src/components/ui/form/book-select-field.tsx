import type { BookOption } from '@/lib/admin-catalogue';

import { SelectField } from './select-field';

type BookSelectFieldProps = {
  books: BookOption[];
  // The list of books could not be loaded.
  failed: boolean;
  // The record's own book: it stays choosable even when the list lacks it.
  stored?: BookOption;
};

// The book a record belongs to ('bookId'), chosen by title; empty until chosen.
export function BookSelectField({ books, failed, stored }: BookSelectFieldProps) {
  const options = stored && !books.some((b) => b.id === stored.id) ? [stored, ...books] : books;
  return (
    <SelectField
      name="bookId"
      label="Book"
      required
      placeholder="Select a book"
      options={options.map((book) => ({ value: book.id, label: book.title }))}
      hint={failed ? 'The list of books could not be loaded. Close this form and try again.' : undefined}
    />
  );
}
