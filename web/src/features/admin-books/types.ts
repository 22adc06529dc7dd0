import type { PublishingInput } from '@/lib/admin-publishing';
import type { Book, LearningBenefit, MaterialType, ReadingTip, StoreLink } from '@/types/api';

// What the book form sends to POST /api/admin/books and PUT /api/admin/books/{id}.
// The server owns id, slug and createdAt; empty genres are dropped there too.
export type MaterialInput = {
  title: string;
  description: string;
  titleEs: string;
  descriptionEs: string;
  type: MaterialType;
  fileUrl: string;
  fileSize: string;
};

export type BookInput = Pick<
  Book,
  | 'title'
  | 'author'
  | 'description'
  | 'genres'
  | 'ageRange'
  | 'coverImage'
  | 'publishDate'
  | 'pages'
  | 'isbn'
  | 'amazonLink'
  | 'reviewLink'
  | 'language'
  | 'otherEditionId'
> & {
  downloadMaterials: MaterialInput[];
  storeLinks: StoreLink[];
  // The book page's own lists; empty means the site's (Settings, Book pages).
  learningBenefits: LearningBenefit[];
  readingTips: ReadingTip[];
} & PublishingInput;
