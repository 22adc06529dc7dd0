import { PartyPopper } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { Carried } from '@/components/ui/form/deferred-form';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useFormField } from '@/components/ui/form/use-form-field';
import { trackFormSubmit } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useProofOfWork } from '@/lib/proof-of-work';

import { useSendContactMessage } from '../api/send-contact-message';
import {
  contactMessages,
  contactSchema,
  emptyContactValues,
  pickContactErrors,
  type ContactValues,
} from '../utils/validate-contact';

import {
  CONTACT_FIELDS_CLASSES,
  CONTACT_FORM_CLASSES,
  CONTACT_FORM_ID,
  ContactFormHeading,
  ContactHoneypot,
  ContactSubmit,
  SubjectSelect,
} from './contact-form-parts';

// The subject, a choice from the spec's list.
function SubjectField() {
  const { id, error, bind } = useFormField('subject');
  return (
    <Field id={id} label={t('contact.subjectLabel')} error={error} className="sm:col-span-2">
      {(control) => <SubjectSelect {...control} {...bind} />}
    </Field>
  );
}

// The contact form (spec §2, §4, §5, §8): editing, then a thank-you view with
// 'Send another message'. A failed send shows the spec's alert and keeps everything typed.
// The page shows it through DeferredContactForm, which hands on what was done meanwhile.
export function ContactForm({ carried }: { carried?: Carried }) {
  const id = useId();
  const state = useAppForm(contactSchema(), emptyContactValues, { carried });
  const [thanks, setThanks] = useState<string | null>(null);
  const proofOfWork = useProofOfWork('contact');
  const mutation = useSendContactMessage(proofOfWork.take);
  const sending = mutation.isPending;

  const submitButton = useRef<HTMLButtonElement>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes when the view switches: the thank-you heading, or back to the form.
  const focusAfterSwitch = useRef<'thanks' | 'form' | null>(null);

  // After a failed send the button is enabled again; focus returns to it once it is.
  const refocusSubmit = useRef(false);
  useEffect(() => {
    if (!sending && refocusSubmit.current) {
      refocusSubmit.current = false;
      submitButton.current?.focus();
    }
  }, [sending]);

  useEffect(() => {
    if (focusAfterSwitch.current === 'thanks') thanksHeading.current?.focus();
    if (focusAfterSwitch.current === 'form') state.form.setFocus('name');
    focusAfterSwitch.current = null;
  }, [thanks, state.form]);

  function send(values: ContactValues) {
    mutation.mutate(values, {
      onSuccess: (reply) => {
        trackFormSubmit('contact', true);
        focusAfterSwitch.current = 'thanks';
        setThanks(reply?.message || contactMessages().thanks);
      },
      onError: (error) => {
        trackFormSubmit('contact', false);
        if (error instanceof ApiError && error.status === 400) {
          const serverErrors = pickContactErrors(error.fields);
          if (Object.keys(serverErrors).length > 0) {
            state.fail(serverErrors);
            return;
          }
        }
        window.alert(contactMessages().failed);
        const button = submitButton.current;
        if (button && !button.disabled) button.focus();
        else refocusSubmit.current = true;
      },
    });
  }

  function sendAnother() {
    state.form.reset(emptyContactValues);
    mutation.reset();
    focusAfterSwitch.current = 'form';
    setThanks(null);
  }

  if (thanks !== null) {
    return (
      <div id={CONTACT_FORM_ID} className="rounded-3xl border-2 border-teal-700 bg-white p-6 text-center shadow-sm sm:p-10">
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-orange-700" />
        <h2
          ref={thanksHeading}
          tabIndex={-1}
          className="font-display mt-3 text-3xl font-extrabold text-stone-900 focus:outline-none"
        >
          {t('contact.thanksHeading')}
        </h2>
        <p role="status" className="mx-auto mt-3 max-w-md text-lg text-stone-800">
          {thanks}
        </p>
        <Button variant="secondary" size="lg" className="mt-6" onClick={sendAnother}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <Form
      state={state}
      idPrefix={id}
      busy={sending}
      onValid={send}
      id={CONTACT_FORM_ID}
      onFocus={proofOfWork.start}
      onInput={proofOfWork.start}
      aria-labelledby={`${id}-heading`}
      className={CONTACT_FORM_CLASSES}
    >
      <ContactFormHeading id={`${id}-heading`} />

      <div className={CONTACT_FIELDS_CLASSES}>
        <InputField name="name" label={t('contact.nameLabel')} autoComplete="name" required />
        <InputField name="email" label={t('contact.emailLabel')} type="email" autoComplete="email" inputMode="email" required />
        <SubjectField />
        <TextareaField name="message" label={t('contact.messageLabel')} rows={6} required className="sm:col-span-2" />
      </div>

      <ContactHoneypot id={`${id}-website`} input={state.form.register('website')} />
      <ContactSubmit ref={submitButton} sending={sending} />
    </Form>
  );
}
