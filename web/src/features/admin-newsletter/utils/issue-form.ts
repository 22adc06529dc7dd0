import { z } from 'zod';

import type { Audience, Issue, IssueInput } from '../types';

// The editor's one form: what the issue says and who gets it (saved as she types), and when it
// goes (asked only when she sends). The words are the server's (storyshelf/newsletter_issue.go),
// so the form says what sending would.
export const MSG_SUBJECT_REQUIRED = 'Please enter a subject.';
export const MSG_SUBJECT_TOO_LONG = 'The subject is too long (at most 200 characters).';
export const MSG_PREVIEW_TOO_LONG = 'The preview text is too long (at most 300 characters).';
export const MSG_BODY_REQUIRED = 'Please write the newsletter before sending it.';
export const MSG_KIT_REQUIRED = 'Please choose the kit whose sign-ups get this newsletter.';
export const MSG_SEND_AT_REQUIRED = 'Please choose the date and time it goes out.';
export const MSG_SEND_AT_PAST = 'Please choose a time in the future.';

export const MAX_SUBJECT = 200;
export const MAX_PREVIEW = 300;

export type IssueFormValues = {
  subject: string;
  previewText: string;
  bodyHtml: string;
  audience: Audience;
  audienceKit: string;
  when: 'now' | 'later';
  // A datetime-local value, in the owner's own time zone.
  sendAt: string;
};

// The fields the autosave keeps; 'when' and 'sendAt' are chosen at sending.
export const SAVED_FIELDS = ['subject', 'previewText', 'bodyHtml', 'audience', 'audienceKit'] as const;

// What sending needs; a draft is saved whatever it holds (the server checks lengths).
export function issueSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      subject: z.string().trim().min(1, MSG_SUBJECT_REQUIRED).max(MAX_SUBJECT, MSG_SUBJECT_TOO_LONG),
      previewText: z.string().trim().max(MAX_PREVIEW, MSG_PREVIEW_TOO_LONG),
      bodyHtml: z.string(),
      audience: z.enum(['all', 'en', 'es', 'newsletter', 'kit', 'imported']),
      audienceKit: z.string(),
      when: z.enum(['now', 'later']),
      sendAt: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!bodyHasWords(v.bodyHtml)) ctx.addIssue({ code: 'custom', path: ['bodyHtml'], message: MSG_BODY_REQUIRED });
      if (v.audience === 'kit' && !v.audienceKit) ctx.addIssue({ code: 'custom', path: ['audienceKit'], message: MSG_KIT_REQUIRED });
      if (v.when === 'later') {
        const at = new Date(v.sendAt);
        if (!v.sendAt || Number.isNaN(at.getTime())) ctx.addIssue({ code: 'custom', path: ['sendAt'], message: MSG_SEND_AT_REQUIRED });
        else if (at <= now()) ctx.addIssue({ code: 'custom', path: ['sendAt'], message: MSG_SEND_AT_PAST });
      }
    }) satisfies z.ZodType<IssueFormValues, IssueFormValues>;
}

// An empty editor still holds an empty paragraph; a picture alone is content.
export function bodyHasWords(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

export function issueToForm(issue: Issue): IssueFormValues {
  return {
    subject: issue.subject,
    previewText: issue.previewText,
    bodyHtml: issue.bodyHtml,
    audience: issue.audience,
    audienceKit: issue.audienceKit,
    when: 'now',
    sendAt: '',
  };
}

// What the autosave sends: the saved fields and the plain-text part made from the body. The
// archive choice has its own switch and route; the server keeps it whatever this says.
export function formToIssue(values: IssueFormValues, inArchive: boolean, toText: (html: string) => string): IssueInput {
  return {
    subject: values.subject,
    previewText: values.previewText,
    bodyHtml: values.bodyHtml,
    bodyText: toText(values.bodyHtml),
    audience: values.audience,
    audienceKit: values.audience === 'kit' ? values.audienceKit : '',
    inArchive,
  };
}

// When it goes: null for now, else the chosen local time as an instant.
export const sendAtOf = (values: Pick<IssueFormValues, 'when' | 'sendAt'>) =>
  values.when === 'later' ? new Date(values.sendAt).toISOString() : null;
