import * as z from 'zod/mini';

import { isEmailAddress } from '@/lib/email-address';
import { t } from '@/lib/i18n';

import { CONTACT_SUBJECTS } from './contact-subjects';

// Contact form rules (spec §5) with the server's wording for each field. The public forms use
// zod's mini build: the same checks in a fraction of the bytes a visitor downloads.
// Read when used, in the page's language (the catalogue loads after this module).
export function contactMessages() {
  return {
    failed: t('contact.failed'),
    thanks: t('contact.thanks'),
    name: t('contact.nameRequired'),
    emailRequired: t('contact.emailRequired'),
    emailInvalid: t('contact.emailInvalid'),
    subject: t('contact.subjectRequired'),
    subjectUnknown: t('contact.subjectUnknown'),
    message: t('contact.messageRequired'),
  };
}

export type ContactValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
  // The honeypot.
  website: string;
};

export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactErrors = Partial<Record<ContactField, string>>;

// The order fields appear in.
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };

const filled = (value: string) => value.trim() !== '';
// An empty field says only that it is empty.
const emptyOr = (check: (value: string) => boolean) => (value: string) => !filled(value) || check(value.trim());

// Built when the form is, so its messages are in the page's language.
export function contactSchema() {
  const messages = contactMessages();
  return z.object({
    name: z.string().check(z.refine(filled, messages.name)),
    email: z
      .string()
      .check(z.refine(filled, messages.emailRequired), z.refine(emptyOr(isEmailAddress), messages.emailInvalid)),
    subject: z
      .string()
      .check(
        z.refine(filled, messages.subject),
        z.refine(emptyOr((value) => (CONTACT_SUBJECTS as readonly string[]).includes(value)), messages.subjectUnknown),
      ),
    message: z.string().check(z.refine(filled, messages.message)),
    website: z.string(),
  });
}

// Keeps only the server's messages for fields this form shows.
export function pickContactErrors(fields: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (typeof fields[field] === 'string' && fields[field] !== '') errors[field] = fields[field];
  }
  return errors;
}
