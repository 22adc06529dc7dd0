import { BilingualField } from '@/components/ui/form/bilingual-field';
import { EditableList, rowLabel } from '@/components/ui/form/editable-list';

import type { SectionProps } from '../types';
import { emptyQuestion, faqSchema, faqToForm, formToFaq } from '../utils/faq-form';
import { MAX_QUESTIONS } from '../utils/settings-messages';

import { SettingsForm } from './settings-form';

// Contact FAQ: the questions and answers at the bottom of the contact page, in order, each in
// English and Spanish.
export function FaqSection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="faq"
      title="Contact FAQ"
      intro="The frequently asked questions at the bottom of the contact page, in the order shown."
      schema={faqSchema}
      toForm={(settings) => faqToForm(settings.faq)}
      toInput={formToFaq}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="The questions are replaced with the three default ones: free materials, books in Spanish and school visits."
    >
      <EditableList
        name="items"
        noun="question"
        firstField="question"
        max={MAX_QUESTIONS}
        newRow={emptyQuestion}
        addLabel="Add question"
        empty="No questions yet. Without questions, the contact page leaves the FAQ out."
        hint={`Up to ${MAX_QUESTIONS} questions.`}
      >
        {(index, n) => (
          <div className="space-y-4">
            <BilingualField
              name={`items.${index}.question`}
              label={rowLabel(`Question ${n}`, 'Question')}
              autoComplete="off"
            />
            <BilingualField
              name={`items.${index}.answer`}
              label={rowLabel(`Question ${n}`, 'Answer')}
              multiline
              rows={3}
            />
          </div>
        )}
      </EditableList>
    </SettingsForm>
  );
}
