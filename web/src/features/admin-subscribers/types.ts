import type { PageInfo } from '@/components/ui/list/paged-list';

// One address on the built-in email list as the owner's list shows it
// (internal/storyshelf/newsletter.go ListedSubscriber).
export type AdminSubscriber = {
  id: string;
  email: string;
  // 'pending': signed up, waiting for the address's owner to confirm from the mailed link.
  status: 'subscribed' | 'pending' | 'unsubscribed' | 'bounced';
  // Where they joined: the newsletter form or a kindness kit's form.
  source: 'newsletter' | 'kit' | 'imported';
  // The consent record: when, on which page, and the words they agreed to.
  consentAt: string;
  consentPage: string;
  consentText: string;
  // The language of the page they last signed up on.
  lang: 'en' | 'es';
  createdAt: string;
  unsubscribedAt?: string;
  // When the address's owner confirmed it from the mailed link (none before confirmation existed).
  confirmedAt?: string;
  // The name given on a kit form ('' when none).
  name: string;
  // The titles of the kits they signed up for.
  kits: string[];
  // The latest email-list job: 'pending', 'done', 'failed', or '' when there is none.
  syncStatus: string;
  syncError?: string;
};

export type SubscribersPage = PageInfo & { subscribers: AdminSubscriber[] };

// Which subscribers the screen shows; '' means no filter.
export type SubscribersFilter = { status: string; source: string; lang: string; q: string };
export type SubscribersQuery = SubscribersFilter & { page: number };

// POST /api/admin/people/forget answers what it removed, table by table.
export type Removed = {
  subscribers: number;
  kitSignUps: number;
  downloadLinks: number;
  messages: number;
  mails: number;
  syncJobs: number;
};
