import { socialKinds } from '@/components/ui/social-icons';
import type { Site, SocialKind } from '@/lib/site';

// The site's settings as the owner edits them (GET /api/admin/settings): what every page gets
// (lib/site.ts), plus the mail sender's name and signature, which only mails use (each with its
// Spanish version, for mails to readers of the Spanish site).
export type SiteMail = { fromName: string; fromNameEs: string; signature: string; signatureEs: string };

export type Settings = Site & { mail: SiteMail };

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

// What each section's form is given by the screen.
export type SectionProps = {
  data: AdminSettings;
  onDirtyChange: (section: SettingsSection, dirty: boolean) => void;
};
