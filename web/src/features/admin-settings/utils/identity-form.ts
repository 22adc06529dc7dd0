import { z } from 'zod';

import type { SiteIdentity } from '@/lib/site';

import { MSG_NAME_REQUIRED, MSG_PUBLISHER_TYPE } from './settings-messages';
import { optionalEmail, requiredText, text } from './settings-rules';

// The Identity section: the site's name and who publishes it. The field names are the
// server's, so its 400 answers land on them.
export type IdentityFormValues = SiteIdentity;

export const identitySchema = z.object({
  name: requiredText(80, MSG_NAME_REQUIRED),
  tagline: text(200),
  taglineEs: text(200),
  legalName: text(120),
  publisherType: z.enum(['Organization', 'Person'], { error: MSG_PUBLISHER_TYPE }),
  contactEmail: optionalEmail(),
  visitsEmail: optionalEmail(),
  mediaEmail: optionalEmail(),
}) satisfies z.ZodType<IdentityFormValues>;

export const identityToForm = (identity: SiteIdentity): IdentityFormValues => ({ ...identity });

export const formToIdentity = (values: IdentityFormValues): SiteIdentity => ({
  name: values.name.trim(),
  tagline: values.tagline.trim(),
  taglineEs: values.taglineEs.trim(),
  legalName: values.legalName.trim(),
  publisherType: values.publisherType,
  contactEmail: values.contactEmail.trim(),
  visitsEmail: values.visitsEmail.trim(),
  mediaEmail: values.mediaEmail.trim(),
});
