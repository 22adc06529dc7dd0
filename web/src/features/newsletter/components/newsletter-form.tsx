import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import * as z from 'zod/mini';

import type { Carried } from '@/components/ui/form/deferred-form';
import { Form } from '@/components/ui/form/form';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { trackFormSubmit } from '@/lib/analytics';
import { isEmailAddress } from '@/lib/email-address';
import { useProofOfWork } from '@/lib/proof-of-work';

import { newsletterMessages, subscribe } from '../api/subscribe';

import { NEWSLETTER_FORM_CLASSES, NewsletterAnswer, NewsletterControls, type NewsletterMessage } from './newsletter-controls';
import { NewsletterSection } from './newsletter-section';

// The spec's newsletter rules (§5), checked before anything is sent; built when the form is,
// so its messages are in the page's language.
function newsletterSchema() {
  const messages = newsletterMessages();
  return z.object({
    email: z
      .string()
      .check(
        z.refine((value) => value.trim() !== '', messages.required),
        z.refine((value) => value.trim() === '' || isEmailAddress(value.trim()), messages.invalid),
      ),
  });
}

type Status = { kind: 'idle' | 'submitting' } | NewsletterMessage;

// The sign-up (spec §4, §7, §8): idle 'Join the Fun!', 'Submitting...' with the input and
// button disabled, then the answer's message; the field is cleared on success. A message
// changes only when the form is sent again.
// carried: what the visitor did before this code arrived (DeferredNewsletterForm).
export function NewsletterSignUp({ carried }: { carried?: Carried }) {
  const id = useId();
  const emailId = `${id}-email`;
  const messageId = `${id}-message`;
  const state = useAppForm(newsletterSchema(), { email: '' }, { reValidateMode: 'onSubmit', carried });
  const { field, fieldState } = useController({ name: 'email', control: state.form.control });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const submitting = status.kind === 'submitting';
  const proofOfWork = useProofOfWork('newsletter');

  async function send({ email }: { email: string }) {
    setStatus({ kind: 'submitting' });
    try {
      const result = await subscribe(email, window.location.pathname, await proofOfWork.take());
      trackFormSubmit('newsletter', result.ok);
      if (result.ok) state.form.reset({ email: '' });
      setStatus({ kind: result.ok ? 'success' : 'error', text: result.message });
    } catch (error) {
      console.error('Newsletter subscription failed', error);
      trackFormSubmit('newsletter', false);
      const text = error instanceof Error && error.message ? error.message : newsletterMessages().thrown;
      setStatus({ kind: 'error', text });
    }
  }

  const invalid = fieldState.error?.message;
  const message: NewsletterMessage | undefined = invalid
    ? { kind: 'error', text: invalid }
    : status.kind === 'success' || status.kind === 'error'
      ? status
      : undefined;
  return (
    <>
      <Form
        state={state}
        idPrefix={id}
        busy={submitting}
        onValid={send}
        onFocus={proofOfWork.start}
        onInput={proofOfWork.start}
        className={NEWSLETTER_FORM_CLASSES}
      >
        <NewsletterControls
          emailId={emailId}
          submitting={submitting}
          input={{
            ref: field.ref,
            value: field.value,
            onChange: field.onChange,
            onBlur: field.onBlur,
            'aria-invalid': message?.kind === 'error' ? true : undefined,
            'aria-describedby': message ? messageId : undefined,
          }}
        />
      </Form>
      <NewsletterAnswer id={messageId} message={message} />
    </>
  );
}

// The parent newsletter sign-up with its code at hand. The pages use DeferredNewsletterForm,
// which loads this code when the form is first used.
export function NewsletterForm() {
  return (
    <NewsletterSection>
      <NewsletterSignUp />
    </NewsletterSection>
  );
}
