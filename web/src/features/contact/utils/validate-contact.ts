import * as z from 'zod/mini';

import { isEmailAddress } from '@/lib/email-address';

import { CONTACT_SUBJECTS } from './contact-subjects';

// Contact form rules (spec §5) with the server's wording for each field. The public forms use
// zod's mini build: the same checks in a fraction of the bytes a visitor downloads.
export const CONTACT_FAILED = 'There was an error submitting the form. Please try again later.';
export const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";

export const contactMessages = {
  name: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  subject: 'Please choose a subject.',
  subjectUnknown: 'Please choose one of the listed subjects.',
  message: 'Please enter your message.',
} as const;

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

export const contactSchema = z.object({
  name: z.string().check(z.refine(filled, contactMessages.name)),
  email: z
    .string()
    .check(z.refine(filled, contactMessages.emailRequired), z.refine(emptyOr(isEmailAddress), contactMessages.emailInvalid)),
  subject: z
    .string()
    .check(
      z.refine(filled, contactMessages.subject),
      z.refine(emptyOr((value) => (CONTACT_SUBJECTS as readonly string[]).includes(value)), contactMessages.subjectUnknown),
    ),
  message: z.string().check(z.refine(filled, contactMessages.message)),
  website: z.string(),
});

// Keeps only the server's messages for fields this form shows.
export function pickContactErrors(fields: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (typeof fields[field] === 'string' && fields[field] !== '') errors[field] = fields[field];
  }
  return errors;
}
