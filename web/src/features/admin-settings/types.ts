import { socialKinds } from '@/components/ui/social-icons';
import type { Site, SocialKind } from '@/lib/site';
import type { PrivacySection, SiteAbout, SiteFaq, SiteReading } from '@/types/api';

// The site's settings as the owner edits them (GET /api/admin/settings): what every page gets
// (lib/site.ts), plus the mail sender's name and signature, which only mails use (each with its
// Spanish version, for mails to readers of the Spanish site).
export type SiteMail = { fromName: string; fromNameEs: string; signature: string; signatureEs: string };

// The site's texts each page reads on its own (types/api.ts): the About page's cards (with how
// each number is had), the contact FAQ, the book pages' benefits and tips, the kit form's
// agreement sentence and the owner's privacy policy sections.
export type SiteKit = { agree: string; agreeEs: string };

export type SitePrivacy = { sections: PrivacySection[] };

// How sign-ups join the list: with confirmSignUps (the default) each new address waits until
// its owner confirms from a mailed link (double opt-in).
export type SiteNewsletter = { confirmSignUps: boolean };

export type Settings = Site & {
  mail: SiteMail;
  about: SiteAbout;
  faq: SiteFaq;
  reading: SiteReading;
  kit: SiteKit;
  privacy: SitePrivacy;
  newsletter: SiteNewsletter;
};

// Each section is saved and reset on its own: PUT and DELETE /api/admin/settings/{section}.
export type SettingsSection = keyof Settings;

// GET /api/admin/settings: what is stored, and what a reset would bring back.
export type AdminSettings = { settings: Settings; defaults: Settings };

// The answer to a save or a reset: its message and every section as now stored.
export type SettingsAnswer = { message: string; settings: Settings };

// The sites a social link may point to, as the owner picks them: the footer's kinds and labels.
export const SOCIAL_KINDS: ReadonlyArray<{ value: SocialKind; label: string }> = (
  Object.keys(socialKinds) as SocialKind[]
).map((value) => ({ value, label: socialKinds[value].label }));

// The sections of the settings screen: the site's settings, and Email and Backups (kept apart, issue 27).
export type ScreenSection = SettingsSection | 'email' | 'backups' | 'weekly-letter';

// Tells the screen whether a section has unsaved changes, and its title.
export type DirtyChange = (section: ScreenSection, dirty: boolean, title: string) => void;

// What each section's form is given by the screen.
export type SectionProps = {
  data: AdminSettings;
  onDirtyChange: DirtyChange;
};

// How the site sends mail (GET /api/admin/email): what the owner saved (never the password,
// only whether one is saved), what the server's own settings fix (the form shows those
// read-only), what empty fields mean, and whether mail can be sent now.
export type MailSecurity = 'none' | 'starttls' | 'tls';

export type EmailSettings = {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  passwordSaved: boolean;
  passwordUnreadable: boolean;
  fromAddress: string;
  contactTo: string;
};

export type ServerMailServer = {
  host: string;
  port: number;
  // 'starttls-optional' only comes from the server's own settings.
  security: MailSecurity | 'starttls-optional';
  username: string;
  passwordSet: boolean;
};

export type EmailSettingsView = {
  settings: EmailSettings;
  server: { mailServer: ServerMailServer | null; fromAddress: string; contactTo: string };
  defaults: { fromAddress: string; contactTo: string };
  senderName: string;
  ready: boolean;
  problem: string;
  waiting: number;
};

// What a save sends (PUT /api/admin/email): an empty password keeps the saved one.
export type EmailSettingsInput = Omit<EmailSettings, 'passwordSaved' | 'passwordUnreadable'> & { password: string };

// A test mail (POST /api/admin/email/test): the form's values and where to send it ('' for the
// owner's own address). The answer says whether it went, or what the mail server said.
export type TestEmailInput = EmailSettingsInput & { to: string };
export type TestEmailAnswer = { sent: boolean; message: string };

// Scheduled backups (GET /api/admin/backups): what the owner saved (off on a new site), what the
// server's own settings fix (each 0 when they do not; the form shows those read-only, and fixing
// how often also turns backups on), whether backups are made now, where they go (in words) and
// the last backup (shown on the dashboard).
export type BackupEveryHours = 6 | 12 | 24 | 168;

export type BackupSettings = { on: boolean; everyHours: BackupEveryHours; keep: number };

// The owner's Monday letter (issue 31): on or off, the time zone her week is in, its language.
export type WeeklyLetterSettings = { enabled: boolean; timeZone: string; lang: 'en' | 'es' };

// GET /api/admin/weekly-letter: the settings, who receives it (every owner account), the hour
// of her Monday it goes out from, and whether mail can be sent.
export type WeeklyLetterView = {
  settings: WeeklyLetterSettings;
  recipients: string[];
  hour: number;
  mailReady: boolean;
};

export type BackupSettingsView = {
  settings: BackupSettings;
  server: { everyMinutes: number; keep: number };
  on: boolean;
  where: string;
};
