import { z } from 'zod';

import type { PublishStatus } from '@/types/api';

// The "Publishing" choice on the book, upcoming book, video and song, and kit forms (issue
// #30). The time is a datetime-local value in the owner's own time zone, as the newsletter's
// scheduled send takes it; it goes to the server as an instant.

export type PublishChoice = 'draft' | 'now' | 'schedule';

export type PublishingFormValues = {
  publishing: PublishChoice;
  publishAt: string;
};

export type PublishingInput = { status: PublishStatus; publishAt: string | null };

export const PUBLISH_CHOICES: Array<{ value: PublishChoice; label: string }> = [
  { value: 'draft', label: 'Draft' },
  { value: 'now', label: 'Publish now' },
  { value: 'schedule', label: 'Schedule' },
];

// The server's messages (internal/storyshelf/publishing.go), so its answers land on the same field.
export const MSG_PUBLISH_AT_NEEDED = 'Choose the date and time to publish.';
export const MSG_PUBLISH_AT_PAST = 'Choose a time in the future.';

export const publishingShape = {
  publishing: z.enum(['draft', 'now', 'schedule']),
  publishAt: z.string(),
};

// Adds the schedule's checks to a form's own (use in its superRefine).
export function checkPublishing(values: PublishingFormValues, ctx: z.RefinementCtx, now: () => Date = () => new Date()) {
  if (values.publishing !== 'schedule') return;
  const at = new Date(values.publishAt);
  if (!values.publishAt || Number.isNaN(at.getTime())) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: MSG_PUBLISH_AT_NEEDED });
  } else if (at <= now()) {
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: MSG_PUBLISH_AT_PAST });
  }
}

// An instant as a datetime-local value in this browser's time zone.
export function localInputValue(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

// A new item is published at once, as before publishing existed.
export function publishingToForm(item?: { status?: PublishStatus; publishAt?: string | null }): PublishingFormValues {
  switch (item?.status) {
    case 'draft':
      return { publishing: 'draft', publishAt: '' };
    case 'scheduled':
      return { publishing: 'schedule', publishAt: item.publishAt ? localInputValue(item.publishAt) : '' };
    default:
      return { publishing: 'now', publishAt: '' };
  }
}

export function publishingInput(values: PublishingFormValues): PublishingInput {
  switch (values.publishing) {
    case 'draft':
      return { status: 'draft', publishAt: null };
    case 'schedule':
      return { status: 'scheduled', publishAt: new Date(values.publishAt).toISOString() };
    default:
      return { status: 'published', publishAt: null };
  }
}
