import type { MessageDelivery } from '../types';

// The contact form's subjects (storyshelf.ContactSubjects), to filter the inbox by.
export const SUBJECTS = ['Book Question', 'Download Issue', 'School Visit Request', 'Feedback', 'Other'];

export const MSG_MESSAGES_FAILED = 'Failed to load messages. Please try again.';
export const MSG_MESSAGE_FAILED = 'Failed to load the message. Please try again.';
export const MSG_MESSAGE_NOT_FOUND = 'Message not found. It may have been deleted.';
export const MSG_DELETE_FAILED = 'Failed to delete the message. Please try again.';
export const MSG_MARK_FAILED = 'Failed to mark the message. Please try again.';

// How each delivery of the owner's notification mail reads in a list, and whether it needs
// the owner's eye (the message reached nobody's mailbox).
export const DELIVERY: Record<MessageDelivery, { label: string; warn: boolean }> = {
  mailed: { label: 'Mailed to you', warn: false },
  waiting: { label: 'Waiting to be mailed', warn: false },
  retrying: { label: 'Mailing failed, retrying', warn: true },
  failed: { label: 'Mailing failed', warn: true },
  logged: { label: 'Not mailed: no mail server', warn: true },
  none: { label: 'Not mailed: no address set', warn: true },
};

// A reply in the owner's own mail program, to the sender, on the same subject.
export function replyHref(email: string, subject: string) {
  const re = /^re:/i.test(subject) ? subject : `Re: ${subject}`;
  return `mailto:${email}?subject=${encodeURIComponent(re)}`;
}
