import { t } from '@/lib/i18n';
import type { AuthorInfo } from '@/types/api';

export type AuthorProfileData = Pick<AuthorInfo, 'name' | 'title' | 'photoUrl' | 'bio' | 'quote' | 'creativeProcess'>;

// Shown when no author profile is stored or it cannot be loaded (spec §2
// "Author page", §8 "Author": "... then defaults are shown"), in the page's language.
export function defaultAuthor(): AuthorProfileData {
  return {
    name: t('author.defaultName'),
    title: t('author.defaultTitle'),
    photoUrl: '',
    bio: [t('author.defaultBio1'), t('author.defaultBio2'), t('author.defaultBio3')],
    quote: t('author.defaultQuote'),
    creativeProcess: [t('author.defaultProcess1'), t('author.defaultProcess2')],
  };
}
