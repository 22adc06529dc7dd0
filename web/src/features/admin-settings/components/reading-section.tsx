import { ReadingListsFields } from '@/components/ui/form/reading-lists-fields';

import type { SectionProps } from '../types';
import { formToReading, readingSchema, readingToForm } from '../utils/reading-form';

import { SettingsForm } from './settings-form';

// Book pages: the learning benefits and reading tips every book page shows, unless its book has
// its own (in the book's form), each in English and Spanish.
export function ReadingSection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="reading"
      title="Book pages"
      intro="The 'Learning Benefits' and 'Reading Tips for Parents' every book page shows. A book can have its own instead, in its form."
      schema={readingSchema}
      toForm={(settings) => readingToForm(settings.reading)}
      toInput={formToReading}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="The learning benefits and the reading tips are replaced with the default ones."
    >
      <ReadingListsFields
        benefitsName="benefits"
        tipsName="tips"
        emptyBenefits="No benefits yet. Without any, book pages leave 'Learning Benefits' out, unless the book has its own."
        emptyTips="No tips yet. Without any, book pages leave 'Reading Tips for Parents' out, unless the book has its own."
      />
    </SettingsForm>
  );
}
