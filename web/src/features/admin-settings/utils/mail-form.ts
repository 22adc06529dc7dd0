import { z } from 'zod';

import type { SiteMail } from '../types';

import { MSG_FROM_NAME } from './settings-messages';
import { text } from './settings-rules';

// The Emails section: the name mails come from, and the line they end with.
export type MailFormValues = SiteMail;

// The sender's name goes into a mail's From header, in either language.
const senderName = () => text(80).refine((value) => !/[<>"\r\n]/.test(value), MSG_FROM_NAME);

export const mailSchema = z.object({
  fromName: senderName(),
  fromNameEs: senderName(),
  signature: text(300),
  signatureEs: text(300),
}) satisfies z.ZodType<MailFormValues>;

export const mailToForm = (mail: SiteMail): MailFormValues => ({ ...mail });

export const formToMail = (values: MailFormValues): SiteMail => ({
  fromName: values.fromName.trim(),
  fromNameEs: values.fromNameEs.trim(),
  signature: values.signature.trim(),
  signatureEs: values.signatureEs.trim(),
});
