import { MAX_BENEFITS, MAX_TIPS, emptyBenefit, emptyTip } from '@/lib/admin-reading-lists';

import { BilingualField } from './bilingual-field';
import { EditableList } from './editable-list';

type ReadingListsFieldsProps = {
  // The field arrays of the surrounding form: 'benefits' and 'tips' in Settings,
  // 'learningBenefits' and 'readingTips' in the book form.
  benefitsName: string;
  tipsName: string;
  // What an empty list means, as the owner reads it.
  emptyBenefits: string;
  emptyTips: string;
};

// A book page's "Learning Benefits" and "Reading Tips for Parents" as the owner edits them, each
// line in English and Spanish, added, removed and put in order from the keyboard: the site's in
// Settings, a book's own in its form.
export function ReadingListsFields({ benefitsName, tipsName, emptyBenefits, emptyTips }: ReadingListsFieldsProps) {
  return (
    <div className="space-y-6">
      <fieldset className="min-w-0 space-y-4">
        <legend className="font-display text-xl font-bold text-stone-900">Learning Benefits</legend>
        <EditableList
          name={benefitsName}
          noun="benefit"
          firstField="text"
          max={MAX_BENEFITS}
          newRow={emptyBenefit}
          addLabel="Add benefit"
          empty={emptyBenefits}
          hint={`Up to ${MAX_BENEFITS} benefits.`}
        >
          {(index, n) => (
            <BilingualField
              name={`${benefitsName}.${index}.text`}
              label={
                <>
                  <span className="sr-only">Benefit {n}</span> Text
                </>
              }
              autoComplete="off"
            />
          )}
        </EditableList>
      </fieldset>
      <fieldset className="min-w-0 space-y-4">
        <legend className="font-display text-xl font-bold text-stone-900">Reading Tips for Parents</legend>
        <EditableList
          name={tipsName}
          noun="tip"
          firstField="title"
          max={MAX_TIPS}
          newRow={emptyTip}
          addLabel="Add tip"
          empty={emptyTips}
          hint={`Up to ${MAX_TIPS} tips.`}
        >
          {(index, n) => (
            <div className="space-y-4">
              <BilingualField
                name={`${tipsName}.${index}.title`}
                label={
                  <>
                    <span className="sr-only">Tip {n}</span> Title
                  </>
                }
                autoComplete="off"
              />
              <BilingualField
                name={`${tipsName}.${index}.text`}
                label={
                  <>
                    <span className="sr-only">Tip {n}</span> Text
                  </>
                }
                multiline
                rows={2}
              />
            </div>
          )}
        </EditableList>
      </fieldset>
    </div>
  );
}
