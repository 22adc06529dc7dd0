import { z } from 'zod';

import type { LearningBenefit, ReadingTip } from '@/types/api';

// A book page's learning benefits and reading tips, as the admin edits them in two places: the
// site's, in Settings (Book pages), and a book's own, in its form. Both check them as the server
// does (storyshelf.checkReading), with its messages, each text in English and Spanish.

export const MAX_BENEFITS = 8;
export const MAX_TIPS = 8;
export const MSG_TOO_MANY_BENEFITS = 'Add at most 8 benefits.';
export const MSG_BENEFIT = 'Please enter the benefit.';
export const MSG_TOO_MANY_TIPS = 'Add at most 8 tips.';
export const MSG_TIP_TITLE = "Please enter the tip's title.";
export const MSG_TIP_TEXT = "Please enter the tip's text.";

const tooLong = (max: number) => `Please keep this to ${max} characters or fewer.`;
const length = (value: string) => [...value.trim()].length;
const text = (max: number) => z.string().refine((value) => length(value) <= max, tooLong(max));
const required = (max: number, message: string) =>
  z
    .string()
    .refine((value) => value.trim() !== '', message)
    .refine((value) => length(value) <= max, tooLong(max));

export const benefitsSchema = z
  .array(z.object({ text: required(200, MSG_BENEFIT), textEs: text(200) }))
  .max(MAX_BENEFITS, MSG_TOO_MANY_BENEFITS);

export const tipsSchema = z
  .array(
    z.object({
      title: required(80, MSG_TIP_TITLE),
      titleEs: text(80),
      text: required(400, MSG_TIP_TEXT),
      textEs: text(400),
    }),
  )
  .max(MAX_TIPS, MSG_TOO_MANY_TIPS);

export const emptyBenefit = (): LearningBenefit => ({ text: '', textEs: '' });
export const emptyTip = (): ReadingTip => ({ title: '', titleEs: '', text: '', textEs: '' });

// The lists as the form holds them (a copy, each field present) and as a request sends them.
export const benefitsToForm = (list: LearningBenefit[] = []): LearningBenefit[] =>
  list.map(({ text: en, textEs }) => ({ text: en, textEs }));

export const tipsToForm = (list: ReadingTip[] = []): ReadingTip[] =>
  list.map(({ title, titleEs, text: en, textEs }) => ({ title, titleEs, text: en, textEs }));

export const trimBenefits = (list: LearningBenefit[]): LearningBenefit[] =>
  list.map((b) => ({ text: b.text.trim(), textEs: b.textEs.trim() }));

export const trimTips = (list: ReadingTip[]): ReadingTip[] =>
  list.map((tip) => ({ title: tip.title.trim(), titleEs: tip.titleEs.trim(), text: tip.text.trim(), textEs: tip.textEs.trim() }));
