import type { Book } from '@/types/api';

// The public URL of a book is {slug}-{first 8 characters of its id} (spec §2).
export const SHORT_ID_LENGTH = 8;

export function bookSlugWithId(book: Pick<Book, 'slug' | 'id'>): string {
  return `${book.slug}-${book.id.slice(0, SHORT_ID_LENGTH)}`;
}
