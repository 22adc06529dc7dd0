import type { PageInfo } from '@/components/ui/list/paged-list';

// What happened to the mail that tells the owner about a message
// (internal/storyshelf/contact.go MessageDelivery).
export type MessageDelivery = 'mailed' | 'waiting' | 'retrying' | 'failed' | 'logged' | 'none';

// A contact message as the inbox shows it (GET /api/admin/messages, …/{id}).
export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  // The language of the page it was sent from.
  lang: 'en' | 'es';
  createdAt: string;
  readAt: string | null;
  delivery: MessageDelivery;
  // The delivery in words, with the reason when it failed.
  deliveryNote: string;
};

// One page of the inbox; unread counts every message, whatever the filter.
export type InboxPage = PageInfo & { messages: InboxMessage[]; unread: number };

// Which page of which messages the screen shows; '' means no filter.
export type MessagesQuery = { page: number; subject: string; state: string; lang: string; q: string };
