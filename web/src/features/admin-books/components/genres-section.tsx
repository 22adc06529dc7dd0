import { ListField } from '@/components/ui/form/list-field';

// The book's genres: one input each, with add and remove; one input always remains
// (spec §2). Empty ones are dropped when the book is saved.
export function GenresSection() {
  return (
    <section aria-labelledby="genres-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="genres-heading" className="font-display text-2xl font-bold text-stone-900">
        Genres
      </h2>
      <p id="genres-hint" className="mt-1 mb-4 text-sm text-stone-700">
        Genres become the topics readers can filter by, such as Kindness or Friendship. Empty ones are left out.
      </p>
      <ListField name="genres" itemLabel={(n) => `Genre ${n}`} addLabel="Add Genre" hintId="genres-hint" />
    </section>
  );
}
