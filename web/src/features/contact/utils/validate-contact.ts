import { isEmailAddress } from '@/lib/email-address';

// Contact form rules (spec §5) with the server's wording for each field.

export const CONTACT_SUBJECTS = [
  'Book Question',
  'Download Issue',
  'School Visit Request',
  'Feedback',
  'Other',
] as const;

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

// The order fields appear in, so the first invalid one can take focus.
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };

export function validateContactField(field: ContactField, values: ContactValues): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return value === '' ? contactMessages.name : undefined;
    case 'email':
      if (value === '') return contactMessages.emailRequired;
      return isEmailAddress(value) ? undefined : contactMessages.emailInvalid;
    case 'subject':
      if (value === '') return contactMessages.subject;
      return (CONTACT_SUBJECTS as readonly string[]).includes(value) ? undefined : contactMessages.subjectUnknown;
    case 'message':
      return value === '' ? contactMessages.message : undefined;
  }
}

export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateContactField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

// Keeps only the server's messages for fields this form shows.
export function pickContactErrors(fields: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (typeof fields[field] === 'string' && fields[field] !== '') errors[field] = fields[field];
  }
  return errors;
}
