import { z } from 'zod';

import type { SiteNewsletter } from '../types';

// The Newsletter section: whether sign-ups are confirmed from a mailed link first.
export type NewsletterFormValues = SiteNewsletter;

export const newsletterSchema = z.object({ confirmSignUps: z.boolean() }) satisfies z.ZodType<NewsletterFormValues>;

export const newsletterToForm = (newsletter: SiteNewsletter): NewsletterFormValues => ({ ...newsletter });

export const formToNewsletter = (values: NewsletterFormValues): SiteNewsletter => ({ ...values });
