import { Star } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';

import { FieldMessage } from '../field';
import { MAX_STARS } from '../star-rating';

import { useFieldId } from './form-setup';

const stars = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

// The words around the stars. The admin is English; the public review form passes its page's.
export type StarWords = { star: (n: number) => string; chosen: (value: number) => string };

const englishWords: StarWords = {
  star: (n) => (n === 1 ? '1 star' : `${n} stars`),
  chosen: (value) => `${value} out of ${MAX_STARS}`,
};

// A rating of the surrounding form as a row of stars (spec §5, §9: 1 to 5).
// Underneath they are native radio buttons in a radio group, so Tab reaches the chosen star
// and the arrow keys change it. The first star carries the field's id, so a message can move
// the focus to the group.
export function StarRatingField({ name, label = 'Rating', words = englishWords }: { name: string; label?: string; words?: StarWords }) {
  const { field, fieldState } = useController({ name });
  const id = useFieldId(name);
  const labelId = useId();
  const value = Number(field.value);
  const error = fieldState.error?.message;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset role="radiogroup" aria-labelledby={labelId} aria-describedby={errorId} aria-invalid={Boolean(error)} className="min-w-0">
      <legend id={labelId} className="font-bold text-stone-900">
        {label}
      </legend>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <div className="flex items-center">
          {stars.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-xl p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-orange-700"
            >
              <input
                id={n === 1 ? id : undefined}
                ref={n === 1 ? field.ref : undefined}
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={value === n}
                onChange={() => field.onChange(n)}
                onBlur={field.onBlur}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-8 ${n <= value ? 'fill-amber-500 text-amber-600' : 'text-stone-500'}`}
              />
              <span className="sr-only">{words.star(n)}</span>
            </label>
          ))}
        </div>
        {value > 0 ? (
          <span aria-hidden="true" className="text-sm font-semibold text-stone-800">
            {words.chosen(value)}
          </span>
        ) : null}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
