import { z } from 'zod';

import type { SiteHome } from '@/lib/site';

import {
  MAX_WHY_ITEMS,
  MSG_BUTTON_LABEL,
  MSG_HERO_TITLE,
  MSG_ITEM_TEXT,
  MSG_ITEM_TITLE,
  MSG_TOO_MANY_ITEMS,
} from './settings-messages';
import { requiredText, text } from './settings-rules';

// The Home page section: the hero's words and the 'why' section's items.
export type HomeFormValues = SiteHome;

export const homeSchema = z.object({
  badge: text(60),
  title: requiredText(80, MSG_HERO_TITLE),
  highlight: text(80),
  subtitle: text(300),
  primaryButton: requiredText(30, MSG_BUTTON_LABEL),
  secondaryButton: requiredText(30, MSG_BUTTON_LABEL),
  whyHeading: text(80),
  whyItems: z
    .array(z.object({ title: requiredText(80, MSG_ITEM_TITLE), text: requiredText(400, MSG_ITEM_TEXT) }))
    .max(MAX_WHY_ITEMS, MSG_TOO_MANY_ITEMS),
}) satisfies z.ZodType<HomeFormValues>;

export const homeToForm = (home: SiteHome): HomeFormValues => ({
  ...home,
  whyItems: home.whyItems.map(({ title, text: itemText }) => ({ title, text: itemText })),
});

export const formToHome = (values: HomeFormValues): SiteHome => ({
  badge: values.badge.trim(),
  title: values.title.trim(),
  highlight: values.highlight.trim(),
  subtitle: values.subtitle.trim(),
  primaryButton: values.primaryButton.trim(),
  secondaryButton: values.secondaryButton.trim(),
  whyHeading: values.whyHeading.trim(),
  whyItems: values.whyItems.map((item) => ({ title: item.title.trim(), text: item.text.trim() })),
});

export const emptyWhyItem = () => ({ title: '', text: '' });
