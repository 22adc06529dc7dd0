import { z } from 'zod';

import type { AboutCard, SiteAbout } from '@/types/api';

import { MAX_CARDS, MSG_CARD_LABEL, MSG_TOO_MANY_CARDS } from './settings-messages';
import { requiredText, text } from './settings-rules';

// The About page section: "The Story So Far" cards, each a number (written, or worked out from
// the catalogue), a label and a line, in English and Spanish.
export type AboutFormValues = SiteAbout;

export const COUNT_OPTIONS: ReadonlyArray<{ value: AboutCard['countOf']; label: string }> = [
  { value: '', label: 'The number I write' },
  { value: 'books', label: 'The number of books published' },
  { value: 'upcoming', label: 'The number of upcoming books' },
];

export const aboutSchema = z.object({
  cards: z
    .array(
      z.object({
        countOf: z.enum(['', 'books', 'upcoming']),
        number: text(20),
        numberEs: text(20),
        label: requiredText(60, MSG_CARD_LABEL),
        labelEs: text(60),
        text: text(300),
        textEs: text(300),
      }),
    )
    .max(MAX_CARDS, MSG_TOO_MANY_CARDS),
}) satisfies z.ZodType<AboutFormValues>;

export const aboutToForm = (about: SiteAbout): AboutFormValues => ({ cards: about.cards.map((card) => ({ ...card })) });

// A worked-out number is the server's to fill in, so none is sent with it.
export const formToAbout = (values: AboutFormValues): SiteAbout => ({
  cards: values.cards.map((card) => ({
    countOf: card.countOf,
    number: card.countOf ? '' : card.number.trim(),
    numberEs: card.countOf ? '' : card.numberEs.trim(),
    label: card.label.trim(),
    labelEs: card.labelEs.trim(),
    text: card.text.trim(),
    textEs: card.textEs.trim(),
  })),
});

export const emptyCard = (): AboutCard => ({
  countOf: '',
  number: '',
  numberEs: '',
  label: '',
  labelEs: '',
  text: '',
  textEs: '',
});
