import type { ComponentProps } from 'react';

import { MAX_BENEFITS, MAX_TIPS, emptyBenefit, emptyTip } from '@/lib/admin-reading-lists';

import { BilingualField } from './bilingual-field';
import { EditableList, rowLabel } from './editable-list';

type ReadingListsFieldsProps = {
  // The field arrays of the surrounding form: 'benefits' and 'tips' in Settings,
  // 'learningBenefits' and 'readingTips' in the book form.
  benefitsName: string;
  tipsName: string;
  // What an empty list means, as the owner reads it.
  emptyBenefits: string;
  emptyTips: string;
};

type ListProps = Omit<ComponentProps<typeof EditableList>, 'addLabel' | 'hint'> & { legend: string };

// One of the two lists under its legend: 'Add tip', 'Up to 8 tips.'.
function List({ legend, ...list }: ListProps) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="font-display text-xl font-bold text-stone-900">{legend}</legend>
      <EditableList {...list} addLabel={`Add ${list.noun}`} hint={`Up to ${list.max} ${list.noun}s.`} />
    </fieldset>
  );
}

// A book page's "Learning Benefits" and "Reading Tips for Parents" as the owner edits them, each
// line in English and Spanish, added, removed and put in order from the keyboard: the site's in
// Settings, a book's own in its form.
export function ReadingListsFields({ benefitsName, tipsName, emptyBenefits, emptyTips }: ReadingListsFieldsProps) {
  return (
    <div className="space-y-6">
      <List
        legend="Learning Benefits"
        name={benefitsName}
        noun="benefit"
        firstField="text"
        max={MAX_BENEFITS}
        newRow={emptyBenefit}
        empty={emptyBenefits}
      >
        {(index, n) => <BilingualField name={`${benefitsName}.${index}.text`} label={rowLabel(`Benefit ${n}`, 'Text')} autoComplete="off" />}
      </List>
      <List
        legend="Reading Tips for Parents"
        name={tipsName}
        noun="tip"
        firstField="title"
        max={MAX_TIPS}
        newRow={emptyTip}
        empty={emptyTips}
      >
        {(index, n) => (
          <div className="space-y-4">
            <BilingualField name={`${tipsName}.${index}.title`} label={rowLabel(`Tip ${n}`, 'Title')} autoComplete="off" />
            <BilingualField name={`${tipsName}.${index}.text`} label={rowLabel(`Tip ${n}`, 'Text')} multiline rows={2} />
          </div>
        )}
      </List>
    </div>
  );
}
