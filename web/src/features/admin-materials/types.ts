import type { Material } from '@/types/api';

// One line of GET /api/admin/materials (internal/storyshelf MaterialOverview): a learning
// material with its book's title and public page (/books/{slug}-{short id}), its place in the
// book page's order (1 for the first) and its all-time downloads.
export type MaterialOverview = Material & {
  bookTitle: string;
  bookPath: string;
  position: number;
  downloads: number;
};
