import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { get, useFieldArray, useFormContext, useFormState, type FieldValues } from 'react-hook-form';

import { Button } from '../button';
import { useFieldId } from './form-setup';

// A row's field label: the row for screen readers, then the field ('Question 2 Answer'), as
// each row's fields are named.
export const rowLabel = (row: string, field: string) => (
  <>
    <span className="sr-only">{row}</span> {field}
  </>
);

type EditableListProps = {
  // The field array ('links', 'whyItems').
  name: string;
  // What one row is, in words ('link', 'item'): "Link 1", "Move link 1 up".
  noun: string;
  // The row's first field ('kind', 'title'), which takes the focus when the row is new.
  firstField: string;
  max: number;
  newRow: () => FieldValues;
  addLabel: string;
  // Shown when there are no rows.
  empty: string;
  // Under the Add button.
  hint: string;
  // The fields of row `index` (counted from 0); n is its number as the owner reads it.
  children: (index: number, n: number) => ReactNode;
};

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-amber-100 ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

// A list of rows of the surrounding admin form that the owner adds to (up to max), removes
// from and puts in order with Move up and Move down. The focus stays where the owner works: a
// new row's first field, the row that took a removed one's place (or Add when none is left),
// the moved row's button.
export function EditableList({ name, noun, firstField, max, newRow, addLabel, empty, hint, children }: EditableListProps) {
  const { control } = useFormContext();
  const rows = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const baseId = useFieldId(name);
  const count = rows.fields.length;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  // A message about the whole list ('Add at most 12 links.'), from the checks or the server.
  const listError = ((get(errors, `${name}.root`) ?? get(errors, name)) as { message?: string } | undefined)?.message;

  const fieldId = (index: number) => `${baseId}-${index}-${firstField}`;
  const buttonId = (index: number, what: 'up' | 'down') => `${baseId}-${index}-move-${what}`;
  const addId = `${baseId}-add`;

  // Each change is put on screen first (flushSync), so the element to focus exists.
  const changeThenFocus = (change: () => void, id: string) => {
    flushSync(change);
    document.getElementById(id)?.focus();
  };

  const add = () => changeThenFocus(() => rows.append(newRow(), { shouldFocus: false }), fieldId(count));

  const remove = (index: number) =>
    changeThenFocus(() => rows.remove(index), count > 1 ? fieldId(Math.min(index, count - 2)) : addId);

  const move = (index: number, to: number, what: 'up' | 'down') => {
    // At the top or the bottom the same button is off: the other one takes the focus.
    const atEnd = what === 'up' ? to === 0 : to === count - 1;
    changeThenFocus(() => rows.move(index, to), buttonId(to, atEnd ? (what === 'up' ? 'down' : 'up') : what));
  };

  return (
    <div>
      {count === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50/60 p-4 text-stone-700">{empty}</p>
      ) : (
        <ol className="space-y-4">
          {rows.fields.map((row, index) => {
            const n = index + 1;
            return (
              <li key={row.id} className="rounded-2xl border-2 border-amber-200 bg-amber-50/60 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-bold text-stone-900">
                    {Noun} {n}
                  </span>
                  <div className="flex items-center">
                    <button
                      id={buttonId(index, 'up')}
                      type="button"
                      className={iconButton}
                      aria-label={`Move ${noun} ${n} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'up')}
                    >
                      <ArrowUp aria-hidden="true" className="size-5" />
                    </button>
                    <button
                      id={buttonId(index, 'down')}
                      type="button"
                      className={iconButton}
                      aria-label={`Move ${noun} ${n} down`}
                      disabled={index === count - 1}
                      onClick={() => move(index, index + 1, 'down')}
                    >
                      <ArrowDown aria-hidden="true" className="size-5" />
                    </button>
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded-full px-3 py-2.5 text-sm font-bold text-red-800 hover:bg-red-50"
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove{' '}
                      <span className="sr-only">
                        {noun} {n}
                      </span>
                    </button>
                  </div>
                </div>
                <div className="mt-2">{children(index, n)}</div>
              </li>
            );
          })}
        </ol>
      )}
      {listError ? (
        <p className="mt-3 text-sm font-semibold text-red-700" role="alert">
          {listError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button id={addId} variant="secondary" onClick={add} disabled={count >= max}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
        <p className="text-sm text-stone-700">{hint}</p>
      </div>
    </div>
  );
}
