import { formatDateTime } from '@/lib/format-date';

import type { Audience, Issue } from '../types';

// How the list and the editor name an issue's state.
export function issueStatusText(issue: Pick<Issue, 'status' | 'sendAt' | 'finishedAt' | 'counts'>): string {
  switch (issue.status) {
    case 'scheduled':
      return `Scheduled for ${formatDateTime(issue.sendAt)}`;
    case 'sending':
      return `Sending: ${issue.counts.sent} of ${issue.counts.recipients}`;
    case 'sent':
      return issue.counts.unknown > 0
        ? `Sent ${formatDateTime(issue.finishedAt)}; ${issue.counts.unknown} may not have arrived`
        : `Sent ${formatDateTime(issue.finishedAt)}`;
    case 'cancelled':
      return 'Cancelled';
    default:
      return 'Draft';
  }
}

export const AUDIENCE_OPTIONS: Array<{ value: Audience; label: string }> = [
  { value: 'all', label: 'Everyone on the list' },
  { value: 'en', label: 'English readers' },
  { value: 'es', label: 'Spanish readers' },
  { value: 'newsletter', label: 'People who signed up for the newsletter' },
  { value: 'kit', label: "One kit's sign-ups" },
  { value: 'imported', label: 'Imported addresses' },
];

export const subscribersText = (n: number) => `${n.toLocaleString('en')} subscriber${n === 1 ? '' : 's'}`;

// The pace in plain words, with how long a list of this size takes.
export function paceText(perMinute: number, count?: number): string {
  const pace = `Emails go out at up to ${perMinute.toLocaleString('en')} a minute`;
  if (count === undefined || count <= perMinute) return `${pace}.`;
  const minutes = Math.ceil(count / perMinute);
  const time = minutes < 90 ? `${minutes} minutes` : `about ${Math.round(minutes / 60)} hours`;
  return `${pace}, so ${subscribersText(count)} take ${time}.`;
}
