import type { PublishingInput } from '@/lib/admin-publishing';
import type { StoreLink, UpcomingBook, UpcomingBookRelease } from '@/types/api';

// What the form sends to POST /api/admin/upcoming-books and PUT /api/admin/upcoming-books/{id}.
// The server owns id, createdAt and updatedAt.
export type UpcomingBookInput = Pick<
  UpcomingBook,
  'title' | 'titleEs' | 'author' | 'description' | 'descriptionEs' | 'coverImageUrl' | 'expectedReleaseDate' | 'preorderUrl'
> & { storeLinks: StoreLink[]; release: UpcomingBookRelease } & PublishingInput;
