import { ChevronDown, LoaderCircle, PartyPopper, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { Button, buttonClasses } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { trackFormSubmit } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { useProofOfWork } from '@/lib/proof-of-work';

import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FAILED,
  CONTACT_FIELDS,
  CONTACT_SUBJECTS,
  CONTACT_THANKS,
  emptyContactValues,
  pickContactErrors,
  validateContact,
  validateContactField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../utils/validate-contact';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// The form's anchor, for the 'Get in Touch' panel's link when the site shows no address.
export const CONTACT_FORM_ID = 'contact-form';

// The contact form (spec §2, §4, §5, §8): editing, then a thank-you view with
// 'Send another message'. A failed send shows the spec's alert and keeps everything typed.
export function ContactForm() {
  const id = useId();
  const fieldId = (field: keyof ContactValues) => `${id}-${field}`;

  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [thanks, setThanks] = useState<string | null>(null);
  const proofOfWork = useProofOfWork('contact');
  const mutation = useSendContactMessage(proofOfWork.take);
  const sending = mutation.isPending;

  const controls = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
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
    if (focusAfterSwitch.current === 'form') controls.current.name?.focus();
    focusAfterSwitch.current = null;
  }, [thanks]);

  function register(field: ContactField) {
    return (element: FieldElement | null) => {
      controls.current[field] = element;
    };
  }

  function handleChange(event: ChangeEvent<FieldElement>) {
    const field = event.target.name as keyof ContactValues;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // A field showing an error is checked again as it is corrected.
    if (field !== 'website' && errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateContactField(field, next) }));
    }
  }

  // Shows the messages, then moves focus to the first field that needs attention.
  function showErrors(next: ContactErrors) {
    flushSync(() => setErrors(next));
    const first = CONTACT_FIELDS.find((field) => next[field]);
    if (first) controls.current[first]?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;

    const found = validateContact(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});

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
            showErrors(serverErrors);
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
    setValues(emptyContactValues);
    setErrors({});
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
    <form
      id={CONTACT_FORM_ID}
      noValidate
      onSubmit={handleSubmit}
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
        <Field id={fieldId('name')} label="Your name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              ref={register('name')}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={values.name}
              onChange={handleChange}
            />
          )}
        </Field>

        <Field id={fieldId('email')} label="Email address" error={errors.email}>
          {(control) => (
            <input
              {...control}
              ref={register('email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={values.email}
              onChange={handleChange}
            />
          )}
        </Field>

        <Field id={fieldId('subject')} label="Subject" error={errors.subject} className="sm:col-span-2">
          {({ className, ...control }) => (
            <div className="relative">
              <select
                {...control}
                ref={register('subject')}
                name="subject"
                required
                value={values.subject}
                onChange={handleChange}
                className={`${className} appearance-none pr-11`}
              >
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

        <Field id={fieldId('message')} label="Message" error={errors.message} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              ref={register('message')}
              name="message"
              rows={6}
              required
              value={values.message}
              onChange={handleChange}
            />
          )}
        </Field>
      </div>

      {/* The honeypot: people never see or reach it; bots fill it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={fieldId('website')}>Leave this field empty</label>
        <input
          id={fieldId('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={handleChange}
        />
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
    </form>
  );
}
