import { ChevronDown, LoaderCircle, Send } from 'lucide-react';
import type { InputHTMLAttributes, Ref, SelectHTMLAttributes } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { t } from '@/lib/i18n';

import { CONTACT_SUBJECTS, subjectLabel } from '../utils/contact-subjects';

// The contact form's pieces that look the same before and after its code has loaded
// (DeferredContactForm, ContactForm).

// The form's anchor, for the 'Get in Touch' panel's link when the site shows no address.
export const CONTACT_FORM_ID = 'contact-form';

export const CONTACT_FORM_CLASSES = 'relative rounded-3xl border-2 border-amber-200 bg-white p-5 shadow-sm sm:p-8';
export const CONTACT_FIELDS_CLASSES = 'mt-6 grid gap-5 sm:grid-cols-2';

export function ContactFormHeading({ id }: { id: string }) {
  return (
    <>
      <h2 id={id} className="font-display text-2xl font-extrabold text-stone-900">
        {t('contact.formHeading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('contact.allRequired')}</p>
    </>
  );
}

// The subject's control, a choice from the spec's list, with its own arrow.
export function SubjectSelect({ className, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className="relative">
      <select {...select} required className={`${className} appearance-none pr-11`}>
        <option value="">{t('contact.chooseSubject')}</option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject}>
            {subjectLabel(subject)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 mt-0.5 size-5 -translate-y-1/2 text-stone-700"
      />
    </div>
  );
}

// The honeypot: people never see or reach it; bots fill it in.
export function ContactHoneypot({ id, input }: { id: string; input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> } }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t('contact.honeypotLabel')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}

export function ContactSubmit({ sending, ref }: { sending: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="submit" disabled={sending} className={buttonClasses({ size: 'lg', className: 'mt-6 w-full sm:w-auto' })}>
      {sending ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {t('contact.sending')}
        </>
      ) : (
        <>
          <Send aria-hidden="true" className="size-5" />
          {t('contact.send')}
        </>
      )}
    </button>
  );
}
