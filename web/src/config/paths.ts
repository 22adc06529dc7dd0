// Every URL the app knows, in one place: route patterns, hrefs, API endpoints and outside links.
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
  admin: {
    root: { path: '/admin/*', getHref: () => '/admin' },
    newBook: { getHref: () => '/admin/books/new' },
  },
} as const;

export const apiPaths = {
  books: '/api/books',
} as const;

export const externalLinks = {
  tiktok: 'https://www.tiktok.com/@storyshelfbooks',
  instagram: 'https://www.instagram.com/storyshelfbooks',
  youtube: 'https://www.youtube.com/@storyshelfbooks',
  email: 'mailto:hello@storyshelf.example',
} as const;
