import { z } from 'zod';

import type { EmailSettings, EmailSettingsInput, MailSecurity } from '../types';

import { MSG_EMAIL_INVALID } from './settings-messages';
import { isMailable, optionalEmail, text } from './settings-rules';

// The Email section's words: the server's, so a form says what the server would
// (storyshelf/mail_settings.go).
export const MSG_HOST_REQUIRED = "Please enter the mail server's name, such as smtp.example.com.";
export const MSG_HOST = "Enter the mail server's name only, such as smtp.example.com.";
export const MSG_PORT = 'Enter a port between 1 and 65535, such as 587.';
export const MSG_SECURITY = 'Choose how the connection is secured.';

export const SECURITY_OPTIONS: ReadonlyArray<{ value: MailSecurity; label: string }> = [
  { value: 'starttls', label: 'STARTTLS (usually port 587)' },
  { value: 'tls', label: 'TLS (usually port 465)' },
  { value: 'none', label: 'None: a mail server on this computer or a private network' },
];

// The usual port for each kind of security: an empty port means it.
export const DEFAULT_PORTS: Record<MailSecurity, number> = { starttls: 587, tls: 465, none: 25 };

// A host name or an IP address; never an address with a scheme, a path or spaces.
const HOST = /^(\[[0-9a-fA-F:.]+\]|[0-9a-fA-F:]*:[0-9a-fA-F:.]*|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.?)$/;

export type EmailFormValues = {
  host: string;
  port: string;
  security: MailSecurity | '';
  username: string;
  // Empty keeps the saved password.
  password: string;
  fromAddress: string;
  contactTo: string;
  // Where a test mail goes; empty: the address the owner signs in with.
  testTo: string;
};

// Whether a password is needed (a user name without a saved password) is the server's to say:
// only it knows what is saved.
export const emailSchema = z
  .object({
    host: text(253).refine((value) => value.trim() === '' || HOST.test(value.trim()), MSG_HOST),
      port: z.string().refine((value) => {
        if (value.trim() === '') return true;
        const port = Number(value.trim());
        return Number.isInteger(port) && port >= 1 && port <= 65535;
      }, MSG_PORT),
      security: z.enum(['none', 'starttls', 'tls'], { error: MSG_SECURITY }),
      username: text(254),
      password: text(500),
      fromAddress: optionalEmail(),
      contactTo: optionalEmail(),
      testTo: z.string().refine((value) => value.trim() === '' || isMailable(value.trim()), MSG_EMAIL_INVALID),
    })
    .superRefine((values, context) => {
      const host = values.host.trim();
      if (host === '' && (values.username.trim() !== '' || values.password !== '')) {
        context.addIssue({ code: 'custom', path: ['host'], message: MSG_HOST_REQUIRED });
      }
    }) satisfies z.ZodType<EmailFormValues, EmailFormValues>;

export const emailToForm = (settings: EmailSettings): EmailFormValues => ({
  host: settings.host,
  port: settings.host ? String(settings.port) : '',
  security: settings.security,
  username: settings.username,
  password: '',
  fromAddress: settings.fromAddress,
  contactTo: settings.contactTo,
  testTo: '',
});

export const formToEmail = (values: EmailFormValues): EmailSettingsInput => ({
  host: values.host.trim(),
  port: values.port.trim() === '' ? 0 : Number(values.port.trim()),
  security: values.security === '' ? 'starttls' : values.security,
  username: values.username.trim(),
  password: values.password,
  fromAddress: values.fromAddress.trim(),
  contactTo: values.contactTo.trim(),
});
