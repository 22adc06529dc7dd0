import type { PublishingInput } from '@/lib/admin-publishing';
import type { Multimedia } from '@/types/api';

// One row of GET /api/admin/multimedia: the video or song with its book's title and its
// {slug}-{shortid}, the book's canonical public address.
export type AdminMultimedia = Multimedia & { bookTitle: string; bookSlug: string };

// What the form sends to POST /api/admin/multimedia and PUT /api/admin/multimedia/{id}.
export type MultimediaInput = Pick<
  Multimedia,
  'bookId' | 'type' | 'title' | 'titleEs' | 'description' | 'descriptionEs' | 'url' | 'thumbnail' | 'lyrics'
> &
  PublishingInput;
