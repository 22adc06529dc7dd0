import type { AdminSubscriber, Removed } from '../types';

export const MSG_SUBSCRIBERS_FAILED = 'Failed to load subscribers. Please try again.';
export const MSG_UNSUBSCRIBE_FAILED = 'Failed to unsubscribe. Please try again.';
export const MSG_FORGET_FAILED = 'Failed to delete this person. Nothing was removed. Please try again.';
export const MSG_EMAIL_REQUIRED = 'Please enter an email address.';
export const MSG_EMAIL_INVALID = 'Please enter a valid email address.';

// Where someone joined the list, in words.
export function sourceText(s: AdminSubscriber) {
  switch (s.source) {
    case 'kit':
      return 'A kindness kit form';
    case 'imported':
      return 'Imported from your old site';
    default:
      return 'The newsletter form';
  }
}

// Where their email-list sync stands, in words, and whether it needs the owner's eye.
export function syncText(s: AdminSubscriber): { text: string; warn: boolean } {
  switch (s.syncStatus) {
    case 'done':
      return { text: 'Up to date', warn: false };
    case 'pending':
      return s.syncError
        ? { text: `Failed, retrying: ${s.syncError}`, warn: true }
        : { text: 'Waiting to be sent', warn: false };
    case 'failed':
      return { text: `Failed: ${s.syncError || 'no reason given'}`, warn: true };
    default:
      return { text: 'Never sent', warn: false };
  }
}

const countWords: Array<[keyof Removed, string, string]> = [
  ['subscribers', 'email-list entry', 'email-list entries'],
  ['kitSignUps', 'kit sign-up', 'kit sign-ups'],
  ['downloadLinks', 'download link', 'download links'],
  ['messages', 'contact message', 'contact messages'],
  ['mails', 'mail', 'mails'],
  ['syncJobs', 'email-list update', 'email-list updates'],
];

// What forgetting a person removed, one line a kind of record ('2 kit sign-ups'); empty when
// nothing was held.
export function removedLines(removed: Removed) {
  return countWords.filter(([key]) => removed[key] > 0).map(([key, one, many]) => `${removed[key]} ${removed[key] === 1 ? one : many}`);
}
