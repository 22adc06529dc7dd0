import { useId } from 'react';

import { Field } from '@/components/ui/field';
import { DeferredForm } from '@/components/ui/form/deferred-form';
import { t } from '@/lib/i18n';

import {
  CONTACT_FIELDS_CLASSES,
  CONTACT_FORM_CLASSES,
  CONTACT_FORM_ID,
  ContactFormHeading,
  ContactHoneypot,
  ContactSubmit,
  SubjectSelect,
} from './contact-form-parts';

const loadContactForm = () => import('./contact-form').then(({ ContactForm }) => ContactForm);

// The contact form as the page shows it: the same fields and button at once, plain, and the
// form's code (react-hook-form, zod) when the form is first used.
export function DeferredContactForm() {
  const id = useId();
  return (
    <DeferredForm
      load={loadContactForm}
      props={{}}
      id={CONTACT_FORM_ID}
      aria-labelledby={`${id}-heading`}
      aria-busy={false}
      className={CONTACT_FORM_CLASSES}
    >
      <ContactFormHeading id={`${id}-heading`} />
      <div className={CONTACT_FIELDS_CLASSES}>
        <Field id={`${id}-name`} label={t('contact.nameLabel')}>
          {(control) => <input {...control} type="text" name="name" autoComplete="name" required defaultValue="" />}
        </Field>
        <Field id={`${id}-email`} label={t('contact.emailLabel')}>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" inputMode="email" required defaultValue="" />
          )}
        </Field>
        <Field id={`${id}-subject`} label={t('contact.subjectLabel')} className="sm:col-span-2">
          {(control) => <SubjectSelect {...control} name="subject" defaultValue="" />}
        </Field>
        <Field id={`${id}-message`} label={t('contact.messageLabel')} className="sm:col-span-2">
          {(control) => <textarea {...control} name="message" rows={6} required defaultValue="" />}
        </Field>
      </div>
      <ContactHoneypot id={`${id}-website`} input={{ name: 'website', defaultValue: '' }} />
      <ContactSubmit sending={false} />
    </DeferredForm>
  );
}
