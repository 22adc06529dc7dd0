import { BilingualField } from '@/components/ui/form/bilingual-field';
import { EditableList, rowLabel } from '@/components/ui/form/editable-list';

import type { SectionProps } from '../types';
import { emptyWhyItem, formToHome, homeSchema, homeToForm } from '../utils/home-form';
import { MAX_WHY_ITEMS } from '../utils/settings-messages';

import { SettingsForm } from './settings-form';

// Home page: the hero's words and the 'why' section's items, each in English and Spanish.
export function HomeSection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="home"
      title="Home page"
      intro="The words at the top of the home page, and the section on why parents and children love the books."
      schema={homeSchema}
      toForm={(settings) => homeToForm(settings.home)}
      toInput={formToHome}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="The badge, hero title, highlighted words, subtitle, both button labels, the 'why' heading and its items are replaced with the defaults."
    >
      <div className="space-y-6">
        <BilingualField name="badge" label="Badge" hint="The small line above the title. When empty, it is left out." />
        <BilingualField name="title" label="Hero title" hint="The page's main heading." />
        <BilingualField name="highlight" label="Highlighted words" hint="Shown after the title in the accent colour." />
        <BilingualField name="subtitle" label="Subtitle" hint="Under the title. When empty, it is left out." multiline rows={3} />
        <BilingualField name="primaryButton" label="First button's label" hint="It leads to the books." />
        <BilingualField name="secondaryButton" label="Second button's label" hint="It leads to the About page." />
      </div>
      <fieldset className="min-w-0 space-y-4">
        <legend className="font-display text-xl font-bold text-stone-900">The 'why' section</legend>
        <BilingualField name="whyHeading" label="Section heading" autoComplete="off" />
        <EditableList
          name="whyItems"
          noun="item"
          firstField="title"
          max={MAX_WHY_ITEMS}
          newRow={emptyWhyItem}
          addLabel="Add item"
          empty="No items yet. Without items, the home page leaves this section out."
          hint={`Up to ${MAX_WHY_ITEMS} items.`}
        >
          {(index, n) => (
            <div className="space-y-4">
              <BilingualField
                name={`whyItems.${index}.title`}
                label={rowLabel(`Item ${n}`, 'Title')}
                autoComplete="off"
              />
              <BilingualField
                name={`whyItems.${index}.text`}
                label={rowLabel(`Item ${n}`, 'Text')}
                multiline
                rows={3}
              />
            </div>
          )}
        </EditableList>
      </fieldset>
    </SettingsForm>
  );
}
