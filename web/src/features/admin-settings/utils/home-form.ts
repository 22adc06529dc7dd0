import { z } from 'zod';

import type { SiteHome, WhyItem } from '@/lib/site';

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

// Each text has a Spanish version ('titleEs'), held to the same length but never required.
export const homeSchema = z.object({
  badge: text(60),
  badgeEs: text(60),
  title: requiredText(80, MSG_HERO_TITLE),
  titleEs: text(80),
  highlight: text(80),
  highlightEs: text(80),
  subtitle: text(300),
  subtitleEs: text(300),
  primaryButton: requiredText(30, MSG_BUTTON_LABEL),
  primaryButtonEs: text(30),
  secondaryButton: requiredText(30, MSG_BUTTON_LABEL),
  secondaryButtonEs: text(30),
  whyHeading: text(80),
  whyHeadingEs: text(80),
  whyItems: z
    .array(
      z.object({
        title: requiredText(80, MSG_ITEM_TITLE),
        titleEs: text(80),
        text: requiredText(400, MSG_ITEM_TEXT),
        textEs: text(400),
      }),
    )
    .max(MAX_WHY_ITEMS, MSG_TOO_MANY_ITEMS),
}) satisfies z.ZodType<HomeFormValues>;

export const homeToForm = (home: SiteHome): HomeFormValues => ({
  ...home,
  whyItems: home.whyItems.map(({ title, titleEs, text: itemText, textEs }) => ({ title, titleEs, text: itemText, textEs })),
});

export const formToHome = (values: HomeFormValues): SiteHome => ({
  badge: values.badge.trim(),
  badgeEs: values.badgeEs.trim(),
  title: values.title.trim(),
  titleEs: values.titleEs.trim(),
  highlight: values.highlight.trim(),
  highlightEs: values.highlightEs.trim(),
  subtitle: values.subtitle.trim(),
  subtitleEs: values.subtitleEs.trim(),
  primaryButton: values.primaryButton.trim(),
  primaryButtonEs: values.primaryButtonEs.trim(),
  secondaryButton: values.secondaryButton.trim(),
  secondaryButtonEs: values.secondaryButtonEs.trim(),
  whyHeading: values.whyHeading.trim(),
  whyHeadingEs: values.whyHeadingEs.trim(),
  whyItems: values.whyItems.map((item) => ({
    title: item.title.trim(),
    titleEs: item.titleEs.trim(),
    text: item.text.trim(),
    textEs: item.textEs.trim(),
  })),
});

export const emptyWhyItem = (): WhyItem => ({ title: '', titleEs: '', text: '', textEs: '' });
