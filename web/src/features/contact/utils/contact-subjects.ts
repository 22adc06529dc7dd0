import { t, type MessageKey } from '@/lib/i18n';

// The contact form's subjects (spec §5), apart from its checks so the form's placeholder
// shows them without loading zod. The value sent is the spec's English name, which the server
// checks against its own list (storyshelf.ContactSubjects); the visitor reads it in the page's
// language.
const subjectLabels = {
  'Book Question': 'contact.subjectBookQuestion',
  'Download Issue': 'contact.subjectDownloadIssue',
  'School Visit Request': 'contact.subjectSchoolVisitRequest',
  Feedback: 'contact.subjectFeedback',
  Other: 'contact.subjectOther',
} as const satisfies Record<string, MessageKey>;

export type ContactSubject = keyof typeof subjectLabels;

export const CONTACT_SUBJECTS = Object.keys(subjectLabels) as readonly ContactSubject[];

export function subjectLabel(subject: ContactSubject): string {
  return t(subjectLabels[subject]);
}
