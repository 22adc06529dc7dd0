import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { fieldControlClasses } from '@/components/ui/field';

import { emptyGenre, type GenreRow } from '../utils/book-form';

// The book's genres: one input each, with add and remove; one input always remains
// (spec §2). Empty ones are dropped when the book is saved.
export function GenresSection({ genres, onChange }: { genres: GenreRow[]; onChange: (genres: GenreRow[]) => void }) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (focusKey === null) return;
    inputs.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = () => {
    const row = emptyGenre();
    onChange([...genres, row]);
    setFocusKey(row.key);
  };

  const remove = (index: number) => {
    const next = genres.filter((_, i) => i !== index);
    onChange(next);
    setFocusKey(next[Math.min(index, next.length - 1)]!.key);
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
        {genres.map((genre, index) => {
          const id = `book-genre-${genre.key}`;
          return (
            <li key={genre.key}>
              <label htmlFor={id} className="block font-bold text-stone-900">
                Genre {index + 1}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={id}
                  ref={(el) => {
                    if (el) inputs.current.set(genre.key, el);
                    else inputs.current.delete(genre.key);
                  }}
                  type="text"
                  value={genre.value}
                  aria-describedby="genres-hint"
                  className={fieldControlClasses(false)}
                  onChange={(e) =>
                    onChange(genres.map((g) => (g.key === genre.key ? { ...g, value: e.target.value } : g)))
                  }
                />
                {genres.length > 1 ? (
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={`Remove genre ${index + 1}`}
                    className="mt-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" className="mt-4" onClick={add}>
        <Plus aria-hidden="true" className="size-4" />
        Add Genre
      </Button>
    </section>
  );
}
