import { ExternalLink } from 'lucide-react';

import { BilingualField } from '@/components/ui/form/bilingual-field';
import { EditableList, rowLabel } from '@/components/ui/form/editable-list';
import { paths } from '@/config/paths';

import type { SectionProps } from '../types';
import { emptyPrivacySection, formToPrivacy, privacySchema, privacyToForm } from '../utils/privacy-form';
import { MAX_PRIVACY_SECTIONS } from '../utils/settings-messages';

import { SettingsForm } from './settings-form';

// Privacy policy: the sections the owner adds after the ones the site writes itself from what it
// really does (the services it uses, how long it keeps what). Its date moves to the day any of
// that changes.
export function PrivacySection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="privacy"
      title="Privacy policy"
      intro={
        <>
          The site writes its privacy policy from what it really does: the services it uses, how long it keeps
          analytics, messages and emails, and its backups. Add your own sections after those here. The policy&apos;s
          &lsquo;Last updated&rsquo; date changes to the day its text changes.{' '}
          <a
            href={paths.privacyPolicy.getHref()}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-bold text-orange-800 underline underline-offset-2"
          >
            Read the policy <span className="sr-only">(opens in a new tab)</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </>
      }
      schema={privacySchema}
      toForm={(settings) => privacyToForm(settings.privacy)}
      toInput={formToPrivacy}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="Your sections are removed: the policy keeps only the ones the site writes."
    >
      <EditableList
        name="sections"
        noun="section"
        firstField="heading"
        max={MAX_PRIVACY_SECTIONS}
        newRow={emptyPrivacySection}
        addLabel="Add section"
        empty="No sections of your own: the policy is the one the site writes."
        hint={`Up to ${MAX_PRIVACY_SECTIONS} sections. A blank line starts a new paragraph.`}
      >
        {(index, n) => (
          <div className="space-y-4">
            <BilingualField
              name={`sections.${index}.heading`}
              label={rowLabel(`Section ${n}`, 'Heading')}
              autoComplete="off"
            />
            <BilingualField
              name={`sections.${index}.text`}
              label={rowLabel(`Section ${n}`, 'Text')}
              multiline
              rows={5}
            />
          </div>
        )}
      </EditableList>
    </SettingsForm>
  );
}
