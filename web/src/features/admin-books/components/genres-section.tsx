import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { fieldControlClasses } from '@/components/ui/field';
import { useFieldId } from '@/components/ui/form/form-setup';

import { emptyGenre, type BookFormValues } from '../utils/book-form';

function GenreInput({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { register } = useFormContext<BookFormValues>();
  const name = `genres.${index}.value` as const;
  const id = useFieldId(name);
  return (
    <li>
      <label htmlFor={id} className="block font-bold text-stone-900">
        Genre {index + 1}
      </label>
      <div className="flex items-center gap-2">
        <input id={id} type="text" aria-describedby="genres-hint" className={fieldControlClasses(false)} {...register(name)} />
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove genre ${index + 1}`}
            className="mt-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </li>
  );
}

// The book's genres: one input each, with add and remove; one input always remains
// (spec §2). Empty ones are dropped when the book is saved.
export function GenresSection() {
  const { control, setFocus } = useFormContext<BookFormValues>();
  const genres = useFieldArray({ control, name: 'genres' });
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  // After a removal, the genre that took its place (or the last one) gets the focus.
  useEffect(() => {
    if (focusIndex === null) return;
    setFocus(`genres.${focusIndex}.value`);
    setFocusIndex(null);
  }, [focusIndex, setFocus]);

  const remove = (index: number) => {
    genres.remove(index);
    setFocusIndex(Math.min(index, genres.fields.length - 2));
  };

  return (
    <section aria-labelledby="genres-heading" className="rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="genres-heading" className="font-display text-2xl font-bold text-stone-900">
        Genres
      </h2>
      <p id="genres-hint" className="mt-1 text-sm text-stone-700">
        Genres become the topics readers can filter by, such as Kindness or Friendship. Empty ones are left out.
      </p>
      <ul className="mt-4 space-y-3">
        {genres.fields.map((genre, index) => (
          <GenreInput
            key={genre.id}
            index={index}
            onRemove={genres.fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ul>
      <Button variant="secondary" className="mt-4" onClick={() => genres.append(emptyGenre())}>
        <Plus aria-hidden="true" className="size-4" />
        Add Genre
      </Button>
    </section>
  );
}
