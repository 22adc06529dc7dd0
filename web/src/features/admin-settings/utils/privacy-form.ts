import { z } from 'zod';

import type { PrivacySection } from '@/types/api';

import type { SitePrivacy } from '../types';

import { MAX_PRIVACY_SECTIONS, MSG_SECTION_HEADING, MSG_SECTION_TEXT, MSG_TOO_MANY_SECTIONS } from './settings-messages';
import { requiredText, text } from './settings-rules';

// The Privacy policy section: the sections the owner adds after the ones the site writes.
export type PrivacyFormValues = SitePrivacy;

export const privacySchema = z.object({
  sections: z
    .array(
      z.object({
        heading: requiredText(120, MSG_SECTION_HEADING),
        headingEs: text(120),
        text: requiredText(5000, MSG_SECTION_TEXT),
        textEs: text(5000),
      }),
    )
    .max(MAX_PRIVACY_SECTIONS, MSG_TOO_MANY_SECTIONS),
}) satisfies z.ZodType<PrivacyFormValues>;

export const privacyToForm = (privacy: SitePrivacy): PrivacyFormValues => ({
  sections: privacy.sections.map(({ heading, headingEs, text: en, textEs }) => ({ heading, headingEs, text: en, textEs })),
});

export const formToPrivacy = (values: PrivacyFormValues): SitePrivacy => ({
  sections: values.sections.map((s) => ({
    heading: s.heading.trim(),
    headingEs: s.headingEs.trim(),
    text: s.text.trim(),
    textEs: s.textEs.trim(),
  })),
});

export const emptyPrivacySection = (): PrivacySection => ({ heading: '', headingEs: '', text: '', textEs: '' });
