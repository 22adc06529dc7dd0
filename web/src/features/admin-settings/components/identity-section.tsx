import { BilingualField } from '@/components/ui/form/bilingual-field';
import { InputField } from '@/components/ui/form/input-field';
import { RadioGroupField } from '@/components/ui/form/radio-group-field';

import type { SectionProps } from '../types';
import { formToIdentity, identitySchema, identityToForm } from '../utils/identity-form';

import { SettingsForm } from './settings-form';

const FALLS_BACK = 'When empty, the contact email is used.';

// Identity: the site's name, tagline, who publishes it, and the addresses the site shows.
export function IdentitySection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="identity"
      title="Identity"
      intro="The site's name and tagline, who publishes it, and the email addresses it shows."
      schema={identitySchema}
      toForm={(settings) => identityToForm(settings.identity)}
      toInput={formToIdentity}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion={`The site's name, tagline, legal name, publisher type and all three email addresses are replaced with the defaults: the name becomes “${data.defaults.identity.name}”.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          name="name"
          label="Site name"
          hint="In the header, the footer and every page title."
          autoComplete="off"
          className="sm:col-span-2"
        />
        <InputField
          name="legalName"
          label="Legal name"
          hint="The publisher's or author's legal name, for the privacy policy and the copyright line. When empty, the site's name is used."
          autoComplete="off"
          className="sm:col-span-2"
        />
        <BilingualField name="tagline" label="Tagline" hint="In the footer, under the name." multiline rows={2} className="sm:col-span-2" />
        <RadioGroupField
          name="publisherType"
          label="Publisher type"
          hint="Search engines are told whether an organisation or a person publishes the site."
          options={[
            { value: 'Organization', label: 'Organisation' },
            { value: 'Person', label: 'Person' },
          ]}
          className="sm:col-span-2"
        />
        <InputField
          name="contactEmail"
          label="Contact email"
          type="email"
          inputMode="email"
          autoComplete="off"
          hint="Shown on the site. When empty, visitors are pointed to the contact form."
          className="sm:col-span-2"
        />
        <InputField name="visitsEmail" label="School visits email" type="email" inputMode="email" autoComplete="off" hint={FALLS_BACK} />
        <InputField name="mediaEmail" label="Media email" type="email" inputMode="email" autoComplete="off" hint={FALLS_BACK} />
      </div>
    </SettingsForm>
  );
}
