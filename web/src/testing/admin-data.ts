import type { AdminKitFile, KitDetail, KitSummary } from '@/features/admin-kits/types';
import type { InboxMessage } from '@/features/admin-messages/types';
import type { Issue } from '@/features/admin-newsletter/types';
import type { EmailSettingsView } from '@/features/admin-settings/types';

import { makeBook } from './test-utils';

// Records for the admin screens' tests: books to choose from, kits and kit files, messages, the
// email settings.

export const cloudBook = makeBook({ id: 'book-1', title: 'The Kindness Cloud' });
export const seedBook = makeBook({ id: 'book-2', title: 'The Brave Little Seed' });

export function makeKit(overrides: Partial<KitDetail> = {}): KitDetail {
  return {
    id: 'kit-1',
    bookId: 'book-1',
    active: true,
    title: 'The Kindness Cloud Kit',
    titleEs: '',
    headline: '',
    headlineEs: '',
    subheadline: '',
    subheadlineEs: '',
    heroImageUrl: '',
    mailerliteGroupId: '',
    createdAt: '2025-06-01T10:00:00Z',
    updatedAt: '2025-06-01T10:00:00Z',
    files: [],
    ...overrides,
  };
}

export function makeKitSummary(overrides: Partial<KitSummary> = {}): KitSummary {
  const { files: _files, ...kit } = makeKit();
  return { ...kit, bookTitle: 'The Kindness Cloud', fileCount: 0, subscriberCount: 0, ...overrides };
}

export function makeKitFile(overrides: Partial<AdminKitFile> = {}): AdminKitFile {
  return {
    id: 'file-1',
    kitId: 'kit-1',
    fileName: 'Parent Guide',
    fileNameEs: '',
    fileType: 'pdf',
    fileUrl: 'kits/guide.pdf',
    sortOrder: 1,
    createdAt: '2025-06-01T10:00:00Z',
    ...overrides,
  };
}

// A contact message; the odd ones are unread.
export function makeMessage(n: number, overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: `m-${n}`,
    name: `Reader ${n}`,
    email: `reader${n}@example.com`,
    subject: 'Book Question',
    message: `Question number ${n} about the books.`,
    lang: 'en',
    createdAt: '2025-06-01T12:00:00Z',
    readAt: n % 2 === 0 ? '2025-06-02T12:00:00Z' : null,
    delivery: 'mailed',
    deliveryNote: 'Mailed to you.',
    ...overrides,
  };
}

// Settings → Email on a site where email is not set up yet: nothing saved, nothing from the server.
export function makeEmailSettings(overrides: Partial<EmailSettingsView> = {}): EmailSettingsView {
  return {
    settings: {
      host: '',
      port: 587,
      security: 'starttls',
      username: '',
      passwordSaved: false,
      passwordUnreadable: false,
      fromAddress: '',
      contactTo: '',
    },
    server: { mailServer: null, fromAddress: '', contactTo: '' },
    defaults: { fromAddress: 'no-reply@books.example.com', contactTo: 'hello@books.example.com' },
    senderName: 'Lily Hart Books',
    ready: false,
    problem: '',
    waiting: 0,
    ...overrides,
  };
}

// A newsletter issue: a draft in English only, with nothing sent, unless overridden.
export function makeIssue(id: string, overrides: Partial<Issue> = {}): Issue {
  return {
    id,
    subject: `Issue ${id}`,
    previewText: '',
    bodyHtml: '',
    bodyText: '',
    subjectEs: '',
    previewTextEs: '',
    bodyHtmlEs: '',
    bodyTextEs: '',
    status: 'draft',
    audience: 'all',
    audienceKit: '',
    sendAt: null,
    inArchive: false,
    startedAt: null,
    finishedAt: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    counts: { recipients: 0, sent: 0, waiting: 0, failed: 0, skipped: 0, unknown: 0 },
    ...overrides,
  };
}
