import { ChevronDown, LoaderCircle, PartyPopper, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Form } from '@/components/ui/form/form';
import { InputField } from '@/components/ui/form/input-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useAppForm } from '@/components/ui/form/use-app-form';
import { useFormField } from '@/components/ui/form/use-form-field';
import { trackFormSubmit } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { useProofOfWork } from '@/lib/proof-of-work';

import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FAILED,
  CONTACT_SUBJECTS,
  CONTACT_THANKS,
  contactSchema,
  emptyContactValues,
  pickContactErrors,
  type ContactValues,
} from '../utils/validate-contact';

// The form's anchor, for the 'Get in Touch' panel's link when the site shows no address.
export const CONTACT_FORM_ID = 'contact-form';

// The subject, a choice from the spec's list, with its own arrow.
function SubjectField() {
  const { id, error, bind } = useFormField('subject');
  return (
    <Field id={id} label="Subject" error={error} className="sm:col-span-2">
      {({ className, ...control }) => (
        <div className="relative">
          <select {...control} {...bind} required className={`${className} appearance-none pr-11`}>
            <option value="">Choose a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-4 mt-0.5 size-5 -translate-y-1/2 text-stone-700"
          />
        </div>
      )}
    </Field>
  );
}

// The contact form (spec §2, §4, §5, §8): editing, then a thank-you view with
// 'Send another message'. A failed send shows the spec's alert and keeps everything typed.
export function ContactForm() {
  const id = useId();
  const state = useAppForm(contactSchema, emptyContactValues);
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
        setThanks(reply?.message || CONTACT_THANKS);
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
        window.alert(CONTACT_FAILED);
        const button = submitButton.current;
        if (button && !button.disabled) button.focus();
        else refocusSubmit.current = true;
      },
    });
  }

  function sendAnother() {
    state.form.reset();
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
          Thank you!
        </h2>
        <p role="status" className="mx-auto mt-3 max-w-md text-lg text-stone-800">
          {thanks}
        </p>
        <Button variant="secondary" size="lg" className="mt-6" onClick={sendAnother}>
          Send another message
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
      className="relative rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl font-extrabold text-stone-900">
        Send a Message
      </h2>
      <p className="mt-1 text-stone-700">All fields are required.</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <InputField name="name" label="Your name" autoComplete="name" required />
        <InputField name="email" label="Email address" type="email" autoComplete="email" inputMode="email" required />
        <SubjectField />
        <TextareaField name="message" label="Message" rows={6} required className="sm:col-span-2" />
      </div>

      {/* The honeypot: people never see or reach it; bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...state.form.register('website')} />
      </div>

      <button
        ref={submitButton}
        type="submit"
        disabled={sending}
        className={buttonClasses({ size: 'lg', className: 'mt-6 w-full sm:w-auto' })}
      >
        {sending ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-5" />
            Send Message
          </>
        )}
      </button>
    </Form>
  );
}
