// A newsletter issue as the admin API answers it (internal/storyshelf/newsletter_issue.go Issue).
export type IssueStatus = 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';
export type Audience = 'all' | 'en' | 'es' | 'newsletter' | 'kit' | 'imported';
// The languages an issue is written in: each has its own version.
export type IssueLang = 'en' | 'es';

// Every recipient is in one of the other counts. unknown: handed to the mail server, which never
// said it got them (the connection was lost, or the site restarted, at the last step): they may
// not have arrived, and are not counted as sent.
export type IssueCounts = { recipients: number; sent: number; waiting: number; failed: number; skipped: number; unknown: number };

export type Issue = {
  id: string;
  subject: string;
  previewText: string;
  bodyHtml: string;
  bodyText: string;
  // The Spanish version, as above; empty when not written. Each reader gets their language's
  // version, or the other one when theirs is not written.
  subjectEs: string;
  previewTextEs: string;
  bodyHtmlEs: string;
  bodyTextEs: string;
  status: IssueStatus;
  audience: Audience;
  audienceKit: string;
  sendAt: string | null;
  inArchive: boolean;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  counts: IssueCounts;
};

// What POST and PUT /api/admin/newsletter/issues… take.
export type IssueInput = Pick<
  Issue,
  | 'subject'
  | 'previewText'
  | 'bodyHtml'
  | 'bodyText'
  | 'subjectEs'
  | 'previewTextEs'
  | 'bodyHtmlEs'
  | 'bodyTextEs'
  | 'audience'
  | 'audienceKit'
  | 'inArchive'
>;

export type IssueFailure = { email: string; reason: string };
// unknownEmails: the addresses of the unknown copies (at most 100 of them).
export type IssueProgress = { status: IssueStatus; counts: IssueCounts; failures: IssueFailure[]; unknownEmails: string[] };
export type IssueReport = IssueProgress & { delivered: number; unsubscribes: number };
export type SendFrom = 'site' | 'mailerlite';
// GET /api/admin/newsletter/settings: the pace, where newsletters go from, whether MailerLite is
// set up (only then is there a choice), and the site's address.
export type NewsletterSettings = { perMinute: number; sendFrom: SendFrom; mailerLite: boolean; siteUrl: string };
export type NewsletterSettingsInput = Pick<NewsletterSettings, 'perMinute' | 'sendFrom'>;
