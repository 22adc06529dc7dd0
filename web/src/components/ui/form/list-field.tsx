import { Plus, X } from 'lucide-react';
import { useRef, type ClipboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { hasBlankLine, splitParagraphs } from '@/lib/paragraphs';

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

type ListFieldItemProps = {
  name: string;
  label: string;
  hintId?: string;
  multiline: boolean;
  lang?: string;
  onRemove?: () => void;
  onPaste?: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
};

function ListFieldItem({ name, label, hintId, multiline, lang, onRemove, onPaste }: ListFieldItemProps) {
  const { register } = useFormContext();
  const id = useFieldId(name);
  const control = { id, lang, 'aria-describedby': hintId, className: fieldControlClasses(false), ...register(name) };
  return (
    <li>
      <label htmlFor={id} className="block font-bold text-stone-900">
        {label}
      </label>
      <div className="flex items-start gap-2">
        {multiline ? <textarea rows={4} onPaste={onPaste} {...control} /> : <input type="text" {...control} />}
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
// after a removal, the row that took its place does. Multiline rows are paragraphs: a text
// pasted into one with blank lines in it becomes as many rows, one a paragraph, and the
// focus goes to the end of the last of them.
export function ListField({ name, itemLabel, addLabel, hintId, multiline = false, lang }: ListFieldProps) {
  const { control, setFocus, setValue } = useFormContext();
  const rows = useFieldArray({ control, name });
  const list = useRef<HTMLUListElement>(null);

  const pasteParagraphs = (index: number) => (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!hasBlankLine(pasted)) return; // the browser pastes it as usual
    const field = event.currentTarget;
    const text = field.value.slice(0, field.selectionStart) + pasted + field.value.slice(field.selectionEnd);
    const [first = '', ...more] = splitParagraphs(text);
    event.preventDefault();
    setValue(`${name}.${index}.value`, first, { shouldDirty: true });
    if (more.length > 0) flushSync(() => rows.insert(index + 1, more.map((value) => ({ value })), { shouldFocus: false }));
    const last = list.current?.querySelectorAll('textarea')[index + more.length];
    last?.focus();
    last?.setSelectionRange(last.value.length, last.value.length);
  };

  // The row that takes the removed one's place is registered under its index once rendered.
  const remove = (index: number) => {
    flushSync(() => rows.remove(index));
    setFocus(`${name}.${Math.min(index, rows.fields.length - 2)}.value`);
  };

  return (
    <>
      <ul ref={list} className="space-y-3">
        {rows.fields.map((row, index) => (
          <ListFieldItem
            key={row.id}
            name={`${name}.${index}.value`}
            label={itemLabel(index + 1)}
            hintId={hintId}
            multiline={multiline}
            lang={lang}
            onRemove={rows.fields.length > 1 ? () => remove(index) : undefined}
            onPaste={multiline ? pasteParagraphs(index) : undefined}
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
