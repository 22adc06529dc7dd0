import { z } from 'zod';

import type { SiteKit } from '../types';

import { MSG_AGREE } from './settings-messages';
import { requiredText, text } from './settings-rules';

// The Kit sign-up section: the sentence beside the agreement box, in English and Spanish.
export type KitFormValues = SiteKit;

export const kitSchema = z.object({
  agree: requiredText(300, MSG_AGREE),
  agreeEs: text(300),
}) satisfies z.ZodType<KitFormValues>;

export const kitToForm = (kit: SiteKit): KitFormValues => ({ ...kit });

export const formToKit = (values: KitFormValues): SiteKit => ({ agree: values.agree.trim(), agreeEs: values.agreeEs.trim() });
