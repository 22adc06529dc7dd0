import { CheckboxField } from '@/components/ui/form/checkbox-field';

import type { SectionProps } from '../types';
import { formToNewsletter, newsletterSchema, newsletterToForm } from '../utils/newsletter-form';

import { SettingsForm } from './settings-form';

// Newsletter: whether a sign-up must be confirmed from a link in the reader's email before it
// joins the list (double opt-in, on by default). Off, sign-ups join at once, as they used to.
export function NewsletterSection({ data, onDirtyChange }: SectionProps) {
  return (
    <SettingsForm
      section="newsletter"
      title="Newsletter"
      intro="How people join your list. With confirmation on, each new sign-up gets an email with a link and joins only after following it, so nobody can put someone else's address on your list. Addresses never confirmed are removed after a week."
      schema={newsletterSchema}
      toForm={(settings) => newsletterToForm(settings.newsletter)}
      toInput={formToNewsletter}
      settings={data.settings}
      onDirtyChange={onDirtyChange}
      resetQuestion="Sign-ups will have to be confirmed from the email again, as by default."
    >
      <CheckboxField name="confirmSignUps" label="Ask new sign-ups to confirm their address by email" />
    </SettingsForm>
  );
}
