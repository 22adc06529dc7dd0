import { EditableList, rowLabel } from '@/components/ui/form/editable-list';
import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';

import { SOCIAL_KINDS, type SectionProps } from '../types';
import { MAX_LINKS } from '../utils/settings-messages';
import { emptyLink, formToSocial, socialSchema, socialToForm } from '../utils/social-form';

import { SettingsForm } from './settings-form';

const KIND_OPTIONS = SOCIAL_KINDS.map(({ value, label }) => ({ value, label }));

// Social links: the footer's icons, one per link, in this order.
export function SocialSection({ data, onDirtyChange }: SectionProps) {
  const defaults = data.defaults.social.links.length;
  return (
    <SettingsForm
      section="social"
      title="Social links"
      intro="The footer shows an icon for each link, in this order; each address starts with “https://”."
      schema={socialSchema}
      toForm={(settings) => socialToForm(settings.social)}
      toInput={formToSocial}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion={
        defaults === 0
          ? 'Every social link is removed, and the footer shows no social icons.'
          : `The links are replaced with the ${defaults} default ${defaults === 1 ? 'link' : 'links'}.`
      }
    >
      <EditableList
        name="links"
        noun="link"
        firstField="kind"
        max={MAX_LINKS}
        newRow={emptyLink}
        addLabel="Add link"
        empty="No social links yet. Add one to show its icon in the footer."
        hint={`Up to ${MAX_LINKS} links.`}
      >
        {(index, n) => (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
            <SelectField
              name={`links.${index}.kind`}
              label={rowLabel(`Link ${n}`, 'Site')}
              placeholder="Choose a site"
              options={KIND_OPTIONS}
            />
            <InputField
              name={`links.${index}.url`}
              label={rowLabel(`Link ${n}`, 'Address')}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
            />
          </div>
        )}
      </EditableList>
    </SettingsForm>
  );
}
