import type { ReactNode } from 'react';

import { useFieldId } from './form-setup';
import { InputField } from './input-field';
import { ListField } from './list-field';
import { TextareaField } from './textarea-field';

// The texts the owner writes have a Spanish version beside the English one, in the field named
// like it with 'Es' at the end ('tagline' and 'taglineEs', 'whyItems.0.title' and
// 'whyItems.0.titleEs'), so the server's messages land on the right one. The Spanish one is
// never required: left empty, the Spanish site shows the English text.
export const SPANISH_HINT = 'Optional: left empty, the English text shows on the Spanish site.';

const columns = 'grid gap-x-5 gap-y-4 sm:grid-cols-2';

// Which language a column is in, above its field: side by side from the sm breakpoint, one
// under the other on a phone. The Spanish label says it for screen readers.
function LanguageTag({ children }: { children: string }) {
  return (
    <p aria-hidden="true" className="mb-1 text-xs font-bold tracking-wider text-teal-800 uppercase">
      {children}
    </p>
  );
}

const inSpanish = (label: ReactNode) => (
  <>
    {label} <span className="sr-only">(Español)</span>
  </>
);

type BilingualFieldProps = {
  // The English field; the Spanish one is name + 'Es'.
  name: string;
  label: ReactNode;
  // The Spanish field's label when it is not the English one's ('Headline' for 'Headline
  // (optional)'); screen readers hear it with '(Español)' after it.
  labelEs?: ReactNode;
  // About the English field (what the text is for); the Spanish one says it is optional.
  hint?: ReactNode;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
};

// One text of the owner's in English and Spanish, side by side: a one-line field, or a text
// area when multiline.
export function BilingualField({
  name,
  label,
  labelEs,
  hint,
  multiline = false,
  rows,
  required,
  placeholder,
  autoComplete,
  className,
}: BilingualFieldProps) {
  // The English field as it was before the Spanish one came beside it; the Spanish one never
  // required, and spell-checked in Spanish.
  const field = (spanish: boolean) => {
    const props = spanish
      ? { name: `${name}Es`, label: inSpanish(labelEs ?? label), hint: SPANISH_HINT, lang: 'es' }
      : { name, label, hint, required, placeholder };
    return multiline ? <TextareaField {...props} rows={rows} /> : <InputField {...props} autoComplete={autoComplete} />;
  };
  return (
    <div className={`${columns} ${className ?? ''}`}>
      <div>
        <LanguageTag>English</LanguageTag>
        {field(false)}
      </div>
      <div>
        <LanguageTag>Español</LanguageTag>
        {field(true)}
      </div>
    </div>
  );
}

type BilingualListFieldProps = {
  // The English list of { value } rows; the Spanish one is name + 'Es'.
  name: string;
  // The label of row n, counted from 1 ('Biography paragraph 1').
  itemLabel: (n: number) => string;
  addLabel: ReactNode;
  // The id of a hint that describes every English row.
  hintId?: string;
  multiline?: boolean;
};

// A list of paragraphs in English and Spanish, side by side; each language has as many rows
// as the owner writes.
export function BilingualListField({ name, itemLabel, addLabel, hintId, multiline = false }: BilingualListFieldProps) {
  const spanishHintId = `${useFieldId(`${name}Es`)}-hint`;
  return (
    <div className={columns}>
      <div>
        <LanguageTag>English</LanguageTag>
        <ListField name={name} itemLabel={itemLabel} addLabel={addLabel} hintId={hintId} multiline={multiline} />
      </div>
      <div>
        <LanguageTag>Español</LanguageTag>
        <p id={spanishHintId} className="mb-2 text-sm text-stone-700">
          {SPANISH_HINT}
        </p>
        <ListField
          name={`${name}Es`}
          itemLabel={(n) => `${itemLabel(n)} (Español)`}
          addLabel={inSpanish(addLabel)}
          hintId={spanishHintId}
          multiline={multiline}
          lang="es"
        />
      </div>
    </div>
  );
}
