import type { Lang } from '@/lib/i18n';
import type { Testimonial } from '@/types/api';

// The language of a book, by its id; undefined while unknown.
export type LanguageOf = (bookId: string) => Lang | undefined;

// A review's words are in the language it was written in: a reader's review says which, the
// owner's are taken to be in its book's (a story's page lists both editions' reviews).
export function reviewLang(review: Testimonial, languageOf: LanguageOf): Lang | undefined {
  return review.lang || languageOf(review.bookId);
}
