import { Star } from 'lucide-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';

import { MAX_STARS } from '../star-rating';

import { useFieldId } from './form-setup';

const stars = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

// A rating of the surrounding admin form as a row of stars (spec §5, §9: 1 to 5).
// Underneath they are native radio buttons in a radio group, so Tab reaches the chosen star
// and the arrow keys change it.
export function StarRatingField({ name, label = 'Rating' }: { name: string; label?: string }) {
  const { field } = useController({ name });
  const id = useFieldId(name);
  const labelId = useId();
  const value = Number(field.value);
  return (
    <fieldset id={id} role="radiogroup" aria-labelledby={labelId} className="min-w-0">
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
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={value === n}
                onChange={() => field.onChange(n)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={`size-8 ${n <= value ? 'fill-amber-500 text-amber-600' : 'text-stone-500'}`}
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-semibold text-stone-800">
          {value} out of {MAX_STARS}
        </span>
      </div>
    </fieldset>
  );
}
