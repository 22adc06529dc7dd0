import { z } from 'zod';

import type { FaqItem, SiteFaq } from '@/types/api';

import { MAX_QUESTIONS, MSG_ANSWER, MSG_QUESTION, MSG_TOO_MANY_QUESTIONS } from './settings-messages';
import { requiredText, text } from './settings-rules';

// The contact page's questions and answers, in order, each in English and Spanish.
export type FaqFormValues = SiteFaq;

export const faqSchema = z.object({
  items: z
    .array(
      z.object({
        question: requiredText(200, MSG_QUESTION),
        questionEs: text(200),
        answer: requiredText(2000, MSG_ANSWER),
        answerEs: text(2000),
      }),
    )
    .max(MAX_QUESTIONS, MSG_TOO_MANY_QUESTIONS),
}) satisfies z.ZodType<FaqFormValues>;

export const faqToForm = (faq: SiteFaq): FaqFormValues => ({
  items: faq.items.map(({ question, questionEs, answer, answerEs }) => ({ question, questionEs, answer, answerEs })),
});

export const formToFaq = (values: FaqFormValues): SiteFaq => ({
  items: values.items.map((item) => ({
    question: item.question.trim(),
    questionEs: item.questionEs.trim(),
    answer: item.answer.trim(),
    answerEs: item.answerEs.trim(),
  })),
});

export const emptyQuestion = (): FaqItem => ({ question: '', questionEs: '', answer: '', answerEs: '' });
