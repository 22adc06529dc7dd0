// Every URL the app knows, in one place: route patterns, hrefs and API endpoints. The site's own
// outside links (social accounts, contact addresses) are settings: see lib/site.ts.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  books: { path: '/books', getHref: () => '/books' },
  book: {
    path: '/books/:slugWithId',
    getHref: (slugWithId: string) => `/books/${slugWithId}`,
  },
  multimedia: {
    path: '/multimedia/:slugWithId',
    getHref: (slugWithId: string) => `/multimedia/${slugWithId}`,
  },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  newsletter: { path: '/newsletter', getHref: () => '/newsletter' },
  newsletterIssue: {
    path: '/newsletter/:id',
    getHref: (id: string) => `/newsletter/${id}`,
  },
  admin: {
    root: { path: '/admin/*', getHref: () => '/admin' },
    newBook: { getHref: () => '/admin/books/new' },
  },
} as const;

export const apiPaths = {
  books: '/api/books',
  book: (slugWithId: string) => `/api/books/${encodeURIComponent(slugWithId)}`,
  bookTestimonials: (bookId: string) => `/api/books/${encodeURIComponent(bookId)}/testimonials`,
  bookMultimedia: (bookId: string) => `/api/books/${encodeURIComponent(bookId)}/multimedia`,
  bookKit: (bookId: string) => `/api/books/${encodeURIComponent(bookId)}/kit`,
  bookReviews: (bookId: string) => `/api/books/${encodeURIComponent(bookId)}/reviews`,
  kitSignup: (kitId: string) => `/api/kits/${encodeURIComponent(kitId)}/signup`,
  upcomingBooks: '/api/upcoming-books',
  featuredTestimonials: '/api/testimonials/featured',
  author: '/api/author',
  challenge: (form: 'newsletter' | 'contact' | 'kit' | 'review') => `/api/challenge?form=${form}`,
  contact: '/api/contact',
  events: '/api/events',
  newsletter: '/api/newsletter',
  site: '/api/site',
  siteAbout: '/api/site/about',
  siteFaq: '/api/site/faq',
  siteReading: '/api/site/reading',
  sitePrivacy: '/api/site/privacy',
  newsletterArchive: '/api/newsletter/archive',
  newsletterIssue: (id: string) => `/api/newsletter/archive/${encodeURIComponent(id)}`,
} as const;

// Query keys. The server embeds the first page's data under these same keys; its public reads
// (internal/server/public_reads.go) name each route above and its key here, and a Go test
// (internal/server/web_app_test.go) fails when the two sides differ.
export const queryKeys = {
  books: ['books'] as const,
  book: (slugWithId: string) => ['book', slugWithId] as const,
  bookTestimonials: (bookId: string) => ['book-testimonials', bookId] as const,
  bookMultimedia: (bookId: string) => ['book-multimedia', bookId] as const,
  bookKit: (bookId: string) => ['book-kit', bookId] as const,
  upcomingBooks: ['upcoming-books'] as const,
  featuredTestimonials: ['testimonials', 'featured'] as const,
  author: ['author'] as const,
  site: ['site'] as const,
  // The site's texts: under the settings' key, so a settings save refreshes them all.
  siteAbout: ['site', 'about'] as const,
  siteFaq: ['site', 'faq'] as const,
  siteReading: ['site', 'reading'] as const,
  sitePrivacy: ['site', 'privacy'] as const,
  newsletterArchive: ['newsletter-archive'] as const,
  newsletterIssue: (id: string) => ['newsletter-issue', id] as const,
};
