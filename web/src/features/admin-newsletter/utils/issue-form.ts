import { z } from 'zod';

import type { Audience, Issue, IssueInput, IssueLang } from '../types';

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
  subjectEs: string;
  previewTextEs: string;
  bodyHtmlEs: string;
  audience: Audience;
  audienceKit: string;
  when: 'now' | 'later';
  // A datetime-local value, in the owner's own time zone.
  sendAt: string;
};

// Each version's fields, as the form and the server name them.
export const VERSION_FIELDS = {
  en: { subject: 'subject', previewText: 'previewText', bodyHtml: 'bodyHtml' },
  es: { subject: 'subjectEs', previewText: 'previewTextEs', bodyHtml: 'bodyHtmlEs' },
} as const satisfies Record<IssueLang, Record<string, keyof IssueFormValues>>;

export const ISSUE_LANGS: readonly IssueLang[] = ['en', 'es'];

// The fields the autosave keeps; 'when' and 'sendAt' are chosen at sending.
export const SAVED_FIELDS = ['subject', 'previewText', 'bodyHtml', 'subjectEs', 'previewTextEs', 'bodyHtmlEs', 'audience', 'audienceKit'] as const;

// The version that shows the first of these fields' messages, in the order the editor lists
// them (English first), so the field the focus goes to is on screen; null when none is a
// version's.
export function versionWithMessage(names: readonly string[]): IssueLang | null {
  const has = (lang: IssueLang) => Object.values(VERSION_FIELDS[lang]).some((field) => names.includes(field));
  return ISSUE_LANGS.find(has) ?? null;
}

// A version she has started: a word of its subject or of its body.
const begun = (subject: string, bodyHtml: string) => subject.trim() !== '' || bodyHasWords(bodyHtml);

// A version ready to go: a subject and a body (what sending needs of each version begun).
export const versionWritten = (subject: string, bodyHtml: string) => subject.trim() !== '' && bodyHasWords(bodyHtml);

// What sending needs; a draft is saved whatever it holds (the server checks lengths). At least
// one version, and each version begun complete (storyshelf.Issue.ValidateForSending): with none
// begun, the English one asks for its words.
export function issueSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      subject: z.string().trim().max(MAX_SUBJECT, MSG_SUBJECT_TOO_LONG),
      previewText: z.string().trim().max(MAX_PREVIEW, MSG_PREVIEW_TOO_LONG),
      bodyHtml: z.string(),
      subjectEs: z.string().trim().max(MAX_SUBJECT, MSG_SUBJECT_TOO_LONG),
      previewTextEs: z.string().trim().max(MAX_PREVIEW, MSG_PREVIEW_TOO_LONG),
      bodyHtmlEs: z.string(),
      audience: z.enum(['all', 'en', 'es', 'newsletter', 'kit', 'imported']),
      audienceKit: z.string(),
      when: z.enum(['now', 'later']),
      sendAt: z.string(),
    })
    .superRefine((v, ctx) => {
      const started = ISSUE_LANGS.filter((lang) => begun(v[VERSION_FIELDS[lang].subject], v[VERSION_FIELDS[lang].bodyHtml]));
      for (const lang of started.length > 0 ? started : ['en' as const]) {
        const { subject, bodyHtml } = VERSION_FIELDS[lang];
        if (!v[subject].trim()) ctx.addIssue({ code: 'custom', path: [subject], message: MSG_SUBJECT_REQUIRED });
        if (!bodyHasWords(v[bodyHtml])) ctx.addIssue({ code: 'custom', path: [bodyHtml], message: MSG_BODY_REQUIRED });
      }
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
    subjectEs: issue.subjectEs,
    previewTextEs: issue.previewTextEs,
    bodyHtmlEs: issue.bodyHtmlEs,
    audience: issue.audience,
    audienceKit: issue.audienceKit,
    when: 'now',
    sendAt: '',
  };
}

// What the autosave sends: the saved fields and each version's plain-text part, made from its
// body. The archive choice has its own switch and route; the server keeps it whatever this says.
export function formToIssue(values: IssueFormValues, inArchive: boolean, toText: (html: string) => string): IssueInput {
  return {
    subject: values.subject,
    previewText: values.previewText,
    bodyHtml: values.bodyHtml,
    bodyText: toText(values.bodyHtml),
    subjectEs: values.subjectEs,
    previewTextEs: values.previewTextEs,
    bodyHtmlEs: values.bodyHtmlEs,
    bodyTextEs: toText(values.bodyHtmlEs),
    audience: values.audience,
    audienceKit: values.audience === 'kit' ? values.audienceKit : '',
    inArchive,
  };
}

// When it goes: null for now, else the chosen local time as an instant.
export const sendAtOf = (values: Pick<IssueFormValues, 'when' | 'sendAt'>) =>
  values.when === 'later' ? new Date(values.sendAt).toISOString() : null;
