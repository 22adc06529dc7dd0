import { BilingualField } from '@/components/ui/form/bilingual-field';

import type { SectionProps } from '../types';
import { formToKit, kitSchema, kitToForm } from '../utils/kit-form';

import { SettingsForm } from './settings-form';

// Kit sign-up: the sentence beside the box readers tick to get a kindness kit, in English and
// Spanish. Each sign-up keeps the sentence as the reader's page showed it.
export function KitSection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="kit"
      title="Kit sign-up"
      intro="What readers agree to when they sign up for a kindness kit. Each sign-up keeps the sentence word for word, in the language the reader saw it in, as the record of their consent."
      schema={kitSchema}
      toForm={(settings) => kitToForm(settings.kit)}
      toInput={formToKit}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="The agreement sentence is replaced with the default one: 'I agree to receive occasional updates.' Sign-ups already made keep the sentence they agreed to."
    >
      <BilingualField name="agree" label="Agreement sentence" hint="Beside the box readers must tick." multiline rows={2} />
    </SettingsForm>
  );
}
