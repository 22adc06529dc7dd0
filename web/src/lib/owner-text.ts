import { currentLang, wordsLang, type Lang } from '@/lib/i18n';
import type { Book } from '@/types/api';

// The texts the owner writes (the site's settings, the author profile, kits, upcoming books)
// come in English with an optional Spanish version beside them (`tagline` and `taglineEs`).
// A Spanish page shows the Spanish text, or the English one until the owner writes it; that
// English text is marked lang="en" so a screen reader reads it with English sounds. An
// English page never shows the Spanish text.
//
//   const tagline = ownerText(identity.tagline, identity.taglineEs);
//   <p lang={tagline.lang}>{tagline.text}</p>

export type OwnerText = { text: string; lang?: 'en' };

export type OwnerParagraphs = { items: string[]; lang?: 'en' };

export function ownerText(en: string, es: string | undefined): OwnerText {
  if (currentLang() !== 'es') return { text: en };
  if (es) return { text: es };
  return en ? { text: en, lang: 'en' } : { text: '' };
}

// The same for a list of paragraphs (the author's biography): the Spanish list while it has
// any, else the English one.
export function ownerParagraphs(en: string[], es: string[] | undefined): OwnerParagraphs {
  if (currentLang() !== 'es') return { items: en };
  if (es && es.length > 0) return { items: es };
  return en.length > 0 ? { items: en, lang: 'en' } : { items: [] };
}

// A text of a book's own (a material's, a video's or a song's) is written in the book's language,
// with an optional Spanish version beside it for an English book's, read as the owner's other
// texts. A Spanish edition's is Spanish either way, marked as Spanish on an English page.
export type BookText = { text: string; lang?: Lang };

export function bookText(text: string, es: string | undefined, bookLang: Lang): BookText {
  if (bookLang !== 'es') return ownerText(text, es);
  return { text: (currentLang() === 'es' && es) || text, lang: wordsLang('es') };
}

// A book's genres as the page shows them: an English book's by the Spanish names the owner
// gave them (the Books screen's "Genres in Spanish") on a Spanish page, else as written, each
// marked with its language where the page speaks another.
export function bookGenres(book: Pick<Book, 'genres' | 'genresEs' | 'language'>): BookText[] {
  return book.genres.map((genre, i) => bookText(genre, book.genresEs?.[i], book.language));
}
