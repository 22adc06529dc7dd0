import { useId } from 'react';

import { DeferredForm } from '@/components/ui/form/deferred-form';

import { NEWSLETTER_FORM_CLASSES, NewsletterAnswer, NewsletterControls } from './newsletter-controls';
import { NewsletterSection } from './newsletter-section';

const loadSignUp = () => import('./newsletter-form').then(({ NewsletterSignUp }) => NewsletterSignUp);

// The parent newsletter sign-up as the pages show it: the same field and button at once,
// plain, and the form's code (react-hook-form, zod) when the form is first used.
// archiveLink: whether the section links to the newsletter archive (not on the archive itself).
export function DeferredNewsletterForm({ archiveLink = true }: { archiveLink?: boolean } = {}) {
  const id = useId();
  return (
    <NewsletterSection archiveLink={archiveLink}>
      <DeferredForm
        load={loadSignUp}
        props={{}}
        className={NEWSLETTER_FORM_CLASSES}
        after={<NewsletterAnswer id={`${id}-message`} />}
      >
        <NewsletterControls emailId={`${id}-email`} submitting={false} input={{ defaultValue: '' }} />
      </DeferredForm>
    </NewsletterSection>
  );
}
