import type { Book } from '@/types/api';

// KindnessKitSlot marks where the kindness-kit sign-up block goes (spec §2:
// "a kindness kit signup block (only if an active kit with files exists for
// the book)"), between the videos link and 'Fun Learning Materials'. A later
// issue fills it in; until then it renders nothing.
export function KindnessKitSlot(_props: { book: Pick<Book, 'id' | 'title'> }) {
  return null;
}
