import { useWatch } from 'react-hook-form';

import { BilingualField } from '@/components/ui/form/bilingual-field';
import { EditableList, rowLabel } from '@/components/ui/form/editable-list';
import { SelectField } from '@/components/ui/form/select-field';

import type { SectionProps } from '../types';
import { aboutSchema, aboutToForm, COUNT_OPTIONS, emptyCard, formToAbout } from '../utils/about-form';
import { MAX_CARDS } from '../utils/settings-messages';

import { SettingsForm } from './settings-form';

// What a counted number means, and that the card's own line must not say another.
function countHint(countOf: string) {
  const editions = countOf === 'books' ? ' Each edition is a book, as the Books page counts them.' : '';
  return `Counted again whenever the page is shown, so it stays true as the catalogue grows.${editions} Check that the line under it gives no other number.`;
}

// One card's fields. Its number is written in both languages, or worked out from the catalogue
// when the page is shown.
function CardFields({ index, n }: { index: number; n: number }) {
  const countOf = useWatch({ name: `cards.${index}.countOf` }) as string;
  return (
    <div className="space-y-4">
      <SelectField
        name={`cards.${index}.countOf`}
        label={rowLabel(`Card ${n}`, 'Number')}
        options={COUNT_OPTIONS.map(({ value, label: text }) => ({ value, label: text }))}
        hint={countOf ? countHint(countOf) : undefined}
      />
      {countOf ? null : (
        <BilingualField
          name={`cards.${index}.number`}
          label={rowLabel(`Card ${n}`, 'Number as written')}
          hint="For example 6, or 3rd. It may be left empty."
          autoComplete="off"
        />
      )}
      <BilingualField name={`cards.${index}.label`} label={rowLabel(`Card ${n}`, 'Label')} hint="Shown after the number, such as Books Planned." autoComplete="off" />
      <BilingualField name={`cards.${index}.text`} label={rowLabel(`Card ${n}`, 'Text')} hint="The line under the number. It may be left empty." multiline rows={2} />
    </div>
  );
}

// About page: the "The Story So Far" cards, each a number and its label with a line under them,
// in English and Spanish. A number may be worked out from the catalogue.
export function AboutSection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="about"
      title="About page"
      intro="The cards under 'The Story So Far' on the About page. Until you change them, they say 6 Books Planned, 2 Published and 3rd Coming Soon."
      schema={aboutSchema}
      toForm={(settings) => aboutToForm(settings.about)}
      toInput={formToAbout}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="The cards are replaced with the three default ones: 6 Books Planned, 2 Published and 3rd Coming Soon."
    >
      <EditableList
        name="cards"
        noun="card"
        firstField="countOf"
        max={MAX_CARDS}
        newRow={emptyCard}
        addLabel="Add card"
        empty="No cards yet. Without cards, the About page leaves 'The Story So Far' out."
        hint={`Up to ${MAX_CARDS} cards.`}
      >
        {(index, n) => <CardFields index={index} n={n} />}
      </EditableList>
    </SettingsForm>
  );
}
