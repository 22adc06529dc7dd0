// One address's sign-up for a kit (internal/storyshelf/kindness_kit.go KitSignUp).
export type KitSignUp = {
  id: string;
  kitId: string;
  email: string;
  name: string;
  // The consent record of their latest sign-up: the words, the page, the time.
  consentText: string;
  consentPage: string;
  consentAt: string | null;
  // The language of the page they signed up on.
  lang: 'en' | 'es';
  // When the mail with their latest links went out (null while it has not).
  mailedAt: string | null;
  // What became of that mail: an outbox status, or '' for a sign-up from before this was kept
  // (then mailedAt is when the links were last queued).
  mailStatus: 'sent' | 'pending' | 'failed' | 'logged' | '';
  createdAt: string;
  // How many files their links have downloaded.
  downloads: number;
};
