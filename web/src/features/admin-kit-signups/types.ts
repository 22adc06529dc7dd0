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
  // When their download links were last mailed.
  mailedAt: string | null;
  createdAt: string;
  // How many files their links have downloaded.
  downloads: number;
};
