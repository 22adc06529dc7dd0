import { Plus, X } from 'lucide-react';
import { type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { Button } from '../button';
import { fieldControlClasses } from '../field';

import { useFieldId } from './form-setup';

type ListFieldProps = {
  // A field array of { value } rows ('genres', 'bio').
  name: string;
  // The label of row n, counted from 1 ('Genre 1').
  itemLabel: (n: number) => string;
  addLabel: ReactNode;
  // The id of a hint that describes every row.
  hintId?: string;
  multiline?: boolean;
  // The language the rows are written in, when it is not the admin's English (so the browser
  // checks the spelling of a Spanish text in Spanish).
  lang?: string;
};

type ListFieldItemProps = { name: string; label: string; hintId?: string; multiline: boolean; lang?: string; onRemove?: () => void };

function ListFieldItem({ name, label, hintId, multiline, lang, onRemove }: ListFieldItemProps) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const control = { id, lang, 'aria-describedby': hintId, className: fieldControlClasses(false), ...register(name) };
  return (
    <li>
      <label htmlFor={id} className="block font-bold text-stone-900">
        {label}
      </label>
      <div className="flex items-start gap-2">
        {multiline ? <textarea rows={4} {...control} /> : <input type="text" {...control} />}
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${label.toLowerCase()}`}
            className="mt-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-red-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </li>
  );
}

// A list of text rows of the surrounding admin form, with Add and Remove; one row always
// remains (spec §2: genres; bio and creative-process paragraphs). A new row takes the focus;
// after a removal, the row that took its place does.
export function ListField({ name, itemLabel, addLabel, hintId, multiline = false, lang }: ListFieldProps) {
  const { control, setFocus } = useFormContext();
  const rows = useFieldArray({ control, name });

  // The row that takes the removed one's place is registered under its index once rendered.
  const remove = (index: number) => {
    flushSync(() => rows.remove(index));
    setFocus(`${name}.${Math.min(index, rows.fields.length - 2)}.value`);
  };

  return (
    <>
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <ListFieldItem
            key={row.id}
            name={`${name}.${index}.value`}
            label={itemLabel(index + 1)}
            hintId={hintId}
            multiline={multiline}
            lang={lang}
            onRemove={rows.fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </ul>
      <Button variant="secondary" className="mt-4" onClick={() => rows.append({ value: '' })}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </>
  );
}
