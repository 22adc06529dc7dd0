import { t } from '@/lib/i18n';
import type { OwnerParagraphs, OwnerText } from '@/lib/owner-text';

// The profile as the page shows it: its texts already in the page's language, each marked
// lang="en" where a Spanish page shows the owner's English (lib/owner-text.ts).
export type AuthorProfileData = {
  name: string;
  photoUrl: string;
  title: OwnerText;
  bio: OwnerParagraphs;
  quote: OwnerText;
  creativeProcess: OwnerParagraphs;
};

// Shown when no author profile is stored or it cannot be loaded (spec §2
// "Author page", §8 "Author": "... then defaults are shown"), in the page's language.
export function defaultAuthor(): AuthorProfileData {
  return {
    name: t('author.defaultName'),
    title: { text: t('author.defaultTitle') },
    photoUrl: '',
    bio: { items: [t('author.defaultBio1'), t('author.defaultBio2'), t('author.defaultBio3')] },
    quote: { text: t('author.defaultQuote') },
    creativeProcess: { items: [t('author.defaultProcess1'), t('author.defaultProcess2')] },
  };
}
