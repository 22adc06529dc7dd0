import { useWatch } from 'react-hook-form';

import { ListField } from '@/components/ui/form/list-field';

import type { BookFormValues } from '../utils/book-form';

// The book's genres: one input each, with add and remove; one input always remains
// (spec §2). Empty ones are dropped when the book is saved. An English book's genres get their
// Spanish names once for every book, from the Books list's "Genres in Spanish".
export function GenresSection() {
  const english = useWatch<BookFormValues>({ name: 'language' }) !== 'es';
  return (
    <section aria-labelledby="genres-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="genres-heading" className="font-display text-2xl font-bold text-stone-900">
        Genres
      </h2>
      <p id="genres-hint" className="mt-1 mb-4 text-sm text-stone-700">
        Genres become the topics readers can filter by, such as Kindness or Friendship. Empty ones are left out.
        {english ? ' Spanish pages show their Spanish names: set them once for all your books with "Genres in Spanish" on the Books list.' : null}
      </p>
      <ListField name="genres" itemLabel={(n) => `Genre ${n}`} addLabel="Add Genre" hintId="genres-hint" />
    </section>
  );
}
