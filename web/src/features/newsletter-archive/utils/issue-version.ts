import { otherLang, type Lang } from '@/lib/i18n';
import type { ArchivedIssue } from '@/types/api';

// An archived newsletter in one language: what a page shows of it.
export type IssueVersion = { lang: Lang; subject: string; previewText: string; bodyHtml: string };

function versionIn(issue: ArchivedIssue, lang: Lang): IssueVersion {
  return lang === 'es'
    ? { lang, subject: issue.subjectEs, previewText: issue.previewTextEs, bodyHtml: issue.bodyHtmlEs ?? '' }
    : { lang, subject: issue.subject, previewText: issue.previewText, bodyHtml: issue.bodyHtml ?? '' };
}

// Whether the issue is written in lang (a version has a subject once written): each language's
// archive lists only those.
export const writtenIn = (issue: ArchivedIssue, lang: Lang) => versionIn(issue, lang).subject !== '';

// The version a page in lang shows: its own when written, else the other one, as the server
// picks it for the page's head and for readers (storyshelf.ArchivedIssue.Version).
export function issueVersion(issue: ArchivedIssue, lang: Lang): IssueVersion {
  return versionIn(issue, writtenIn(issue, lang) ? lang : otherLang(lang));
}
