// Shapes of what the Storyshelf API returns (JSON field names as the server sends them).

export type MaterialType = 'pdf' | 'audio' | 'video' | 'image' | 'other';

export type Material = {
  id: string;
  bookId: string;
  // In the book's language; an English book's material may have a Spanish title and description
  // ('' when not written; absent from answers made before they existed).
  title: string;
  description: string;
  titleEs?: string;
  descriptionEs?: string;
  type: MaterialType;
  fileUrl: string;
  fileSize: string;
  createdAt: string;
};

export type Book = {
  // Where it stands (issue #30); absent on answers made before publishing existed.
  status?: PublishStatus;
  publishAt?: string | null;
  id: string;
  slug: string;
  title: string;
  author: string;
  description: string;
  genres: string[];
  // An English book's genres by their Spanish names, one for each genre, '' where the owner
  // wrote none; absent when she wrote none at all (and for a Spanish edition).
  genresEs?: string[];
  ageRange: string;
  coverImage: string;
  publishDate: string;
  pages: number;
  isbn: string;
  amazonLink: string;
  reviewLink: string;
  // Where to buy the book, in the owner's order.
  storeLinks?: StoreLink[];
  createdAt: string;
  // Only on GET /api/books/{slugWithId}.
  downloadMaterials?: Material[];
  // The edition's language, and the same story's book in the other language ('' and null
  // when there is none).
  language: BookLanguage;
  otherEditionId: string;
  otherEdition: Edition | null;
  // Whether its Videos & Songs page has any (its own or its other edition's); absent in older
  // answers, read as yes.
  hasMultimedia?: boolean;
  // The book page's own learning benefits and reading tips, in place of the site's
  // (GET /api/site/reading); missing or empty means the site's.
  learningBenefits?: LearningBenefit[];
  readingTips?: ReadingTip[];
  // The book's place in the owner's order of /books, 1 first; null while she has not placed it
  // (newest first, the spec's default).
  position: number | null;
};

export type BookLanguage = 'en' | 'es';

// The stores a link can name (internal/storyshelf/store_link.go). The label names an indie
// shop, a library or another store; a known store's own name is its label.
export type StoreKey =
  | 'amazon'
  | 'bookshop'
  | 'barnesnoble'
  | 'applebooks'
  | 'kobo'
  | 'googleplay'
  | 'indie'
  | 'library'
  | 'other';

export type StoreLink = { store: StoreKey; label: string; url: string };

// A book's edition in the other language, as its card and page name and link it.
export type Edition = Pick<Book, 'id' | 'slug' | 'title' | 'language' | 'coverImage'>;

// The title and description have optional Spanish versions (lib/owner-text.ts).
export type UpcomingBook = {
  // Where it stands (issue #30); absent on answers made before publishing existed.
  status?: PublishStatus;
  publishAt?: string | null;
  id: string;
  title: string;
  titleEs: string;
  author: string;
  description: string;
  descriptionEs: string;
  coverImageUrl: string;
  expectedReleaseDate: string;
  preorderUrl: string;
  // Where to pre-order it, in the owner's order.
  storeLinks?: StoreLink[];
  // How it becomes a book on its release day (admin answers only).
  release?: UpcomingBookRelease;
  createdAt: string;
  updatedAt: string;
};

// An upcoming book's release day (issue #30 part 3): when it becomes a book, and the book's
// details an announcement lacks. at is null while it is off.
export type UpcomingBookRelease = {
  enabled: boolean;
  at: string | null;
  ageRange: string;
  isbn: string;
  pages: number;
  genres: string[];
  newsletterDraft: boolean;
};

// What POST /api/admin/upcoming-books/{id}/release answers: the new book and its newsletter
// draft ('' when none was asked for).
// What "Release now" made: the book, its Spanish edition when the announcement had a Spanish
// title, and the newsletter draft ('' when none was asked for).
export type ReleasedBook = { bookId: string; slug: string; spanishBookId?: string; spanishTitle?: string; issueId: string };

export type Testimonial = {
  id: string;
  bookId: string;
  // Only on featured testimonials: the book's title and its {slug}-{shortid} path segment.
  bookTitle?: string;
  bookSlug?: string;
  rating: number;
  title: string;
  content: string;
  reviewerName: string;
  source: string;
  date: string;
  verifiedPurchase: boolean;
  createdAt: string;
  // What the reviewer said they are, for a reader's review (parent, teacher, librarian, other).
  role?: string;
  // The language of the page a reader wrote the review on; absent on the owner's reviews.
  lang?: BookLanguage;
};

// GET /api/books/{id}/testimonials
export type TestimonialsPage = {
  testimonials: Testimonial[];
  count: number;
};

export type MultimediaType = 'video' | 'audio';

// GET /api/books/{bookId}/multimedia: a book's videos and songs, newest first.
export type Multimedia = {
  // Where it stands (issue #30); absent on answers made before publishing existed.
  status?: PublishStatus;
  publishAt?: string | null;
  id: string;
  bookId: string;
  type: MultimediaType;
  title: string;
  description: string;
  // The Spanish title and description; '' when not written (the Spanish site shows the English).
  titleEs: string;
  descriptionEs: string;
  // A video or song page (YouTube, Vimeo, Spotify, SoundCloud, Suno), a media
  // file anywhere on https, or a stored file on this site (/files/...).
  url: string;
  thumbnail: string;
  // Audio only; lines separated by newlines.
  lyrics: string;
  createdAt: string;
};

// The texts have optional Spanish versions (lib/owner-text.ts); the name is one.
export type AuthorInfo = {
  id: string;
  name: string;
  title: string;
  titleEs: string;
  photoUrl: string;
  bio: string[];
  bioEs: string[];
  quote: string;
  quoteEs: string;
  creativeProcess: string[];
  creativeProcessEs: string[];
  createdAt: string;
};

export type KitFileType = 'pdf' | 'audio' | 'image' | 'other';

// GET /api/books/{bookId}/kit: the book's active kindness kit with its files, or null.
// The files carry no address: they are private, reached through a sign-up's links.
// The texts have optional Spanish versions (lib/owner-text.ts).
export type KindnessKit = {
  // Where it stands (issue #30); absent on answers made before publishing existed.
  status?: PublishStatus;
  publishAt?: string | null;
  id: string;
  bookId: string;
  title: string;
  titleEs: string;
  // Empty when the kit uses the spec's fallback wording.
  headline: string;
  headlineEs: string;
  subheadline: string;
  subheadlineEs: string;
  // Empty when the kit has no hero image.
  heroImageUrl: string;
  // Each file's name, and its Spanish name ('' when not written: the Spanish site shows the English).
  files: Array<{ id: string; fileName: string; fileNameEs: string; fileType: KitFileType }>;
  // The agreement box's sentence, the site's (Settings, Kit sign-up): the sign-up records it in
  // the words the page shows, which the server knows, so the form never sends them.
  agree: string;
  agreeEs: string;
};

// One kit file's signed download link (valid 24 hours).
export type KitDownload = {
  id: string;
  fileName: string;
  fileNameEs: string;
  fileType: KitFileType;
  url: string;
};

// POST /api/kits/{kitId}/signup, 201.
export type KitSignupReply = {
  message: string;
  expiresAt: string;
  downloads: KitDownload[];
};

// The site's texts the owner sets in the admin's Settings, each read by the page that shows it.
// Every text has an optional Spanish version beside it (lib/owner-text.ts).

// GET /api/site/about: the About page's cards, each number as written or worked out from the
// catalogue (countOf: 'books' or 'upcoming'; the server fills in the number).
export type AboutCard = {
  countOf: '' | 'books' | 'upcoming';
  number: string;
  numberEs: string;
  label: string;
  labelEs: string;
  text: string;
  textEs: string;
};

export type SiteAbout = { cards: AboutCard[] };

// GET /api/site/faq: the contact page's questions and answers, in order.
export type FaqItem = { question: string; questionEs: string; answer: string; answerEs: string };

export type SiteFaq = { items: FaqItem[] };

// GET /api/site/reading: every book page's learning benefits and reading tips, unless the book
// has its own (Book.learningBenefits, Book.readingTips).
export type LearningBenefit = { text: string; textEs: string };

export type ReadingTip = { title: string; titleEs: string; text: string; textEs: string };

export type SiteReading = { benefits: LearningBenefit[]; tips: ReadingTip[] };

// A section the owner adds to the privacy policy; blank lines part its paragraphs.
export type PrivacySection = { heading: string; headingEs: string; text: string; textEs: string };

// GET /api/site/privacy: what the privacy policy is written from, as the server is set up, the
// owner's sections and the day (YYYY-MM-DD) its text last changed.
export type PrivacyPolicy = {
  // The outside email-list service that keeps a copy of the list ('MailerLite'), '' for none.
  emailList: string;
  // Raw analytics become daily totals after this many days; 0 keeps them.
  analyticsDays: number;
  // Contact messages are deleted after this many days; 0 keeps them until deleted by hand.
  messageDays: number;
  // A sent mail's text is kept this many days.
  mailTextDays: number;
  // Scheduled backups of the whole site, or null.
  backups: { everyHours: number; keep: number } | null;
  // Sign-ups are confirmed by email, and unconfirmed addresses deleted after this many days; 0: off.
  confirmDays: number;
  // Newsletters go out from this site: no tracking pixel, no per-person link but the unsubscribe one.
  noTracking: boolean;
  updated: string;
  sections: PrivacySection[];
};

// A sent newsletter in the public archive, in English and Spanish (a version not written has empty
// strings); the bodies (sanitized by the server) only on its own page.
export type ArchivedIssue = {
  id: string;
  subject: string;
  previewText: string;
  subjectEs: string;
  previewTextEs: string;
  sentAt: string;
  bodyHtml?: string;
  bodyHtmlEs?: string;
};

export type ApiErrorBody = {
  error: {
    code: string;
    key?: string;
    message: string;
    fields?: Record<string, string>;
    fieldKeys?: Record<string, string>;
  };
};

// Draft, scheduled for publishAt, or published: only published items reach visitors.
export type PublishStatus = 'draft' | 'scheduled' | 'published';
