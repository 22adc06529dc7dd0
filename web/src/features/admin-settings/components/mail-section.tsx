import { BilingualField } from '@/components/ui/form/bilingual-field';

import type { SectionProps } from '../types';
import { formToMail, mailSchema, mailToForm } from '../utils/mail-form';

import { SettingsForm } from './settings-form';

// Emails: who the site's mails say they are from, and the line they end with, in English and
// Spanish (mails to a reader of the Spanish site).
export function MailSection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="mail"
      title="Emails"
      intro="Who the mails the site sends, such as the newsletter welcome, say they are from, and how they end."
      schema={mailSchema}
      toForm={(settings) => mailToForm(settings.mail)}
      toInput={formToMail}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="The sender's name and the signature line are replaced with the defaults."
    >
      <div className="space-y-6">
        <BilingualField
          name="fromName"
          label="Sender name"
          autoComplete="off"
          hint="The name mails come from; when empty, the site's name. The address itself is set in Email, above."
        />
        <BilingualField name="signature" label="Signature line" autoComplete="off" hint="Ends every mail." />
      </div>
    </SettingsForm>
  );
}
