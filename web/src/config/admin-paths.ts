// The admin app's URLs, API endpoints and query keys. Only admin code imports this file, so
// none of it reaches the public bundle.
export const adminPaths = {
  dashboard: { path: '/admin', getHref: () => '/admin' },
  login: { path: '/admin/login', getHref: () => '/admin/login' },
  forgotPassword: { path: '/admin/forgot-password', getHref: () => '/admin/forgot-password' },
  resetPassword: { path: '/admin/reset-password', getHref: () => '/admin/reset-password' },
  setup: { path: '/admin/setup', getHref: () => '/admin/setup' },
  books: { path: '/admin/books', getHref: () => '/admin/books' },
  newBook: { path: '/admin/books/new', getHref: () => '/admin/books/new' },
  editBook: { path: '/admin/books/edit/:id', getHref: (id: string) => `/admin/books/edit/${encodeURIComponent(id)}` },
  authors: { path: '/admin/authors', getHref: () => '/admin/authors' },
  authorProfile: { path: '/admin/authors/profile', getHref: () => '/admin/authors/profile' },
  materials: { path: '/admin/materials', getHref: () => '/admin/materials' },
  multimedia: { path: '/admin/multimedia', getHref: () => '/admin/multimedia' },
  kindnessKits: { path: '/admin/kindness-kits', getHref: () => '/admin/kindness-kits' },
  newKindnessKit: { path: '/admin/kindness-kits/new', getHref: () => '/admin/kindness-kits/new' },
  editKindnessKit: {
    path: '/admin/kindness-kits/:id/edit',
    getHref: (id: string) => `/admin/kindness-kits/${encodeURIComponent(id)}/edit`,
  },
  kindnessKitFiles: {
    path: '/admin/kindness-kits/:id/files',
    getHref: (id: string) => `/admin/kindness-kits/${encodeURIComponent(id)}/files`,
  },
  upcomingBooks: { path: '/admin/upcoming-books', getHref: () => '/admin/upcoming-books' },
  newUpcomingBook: { path: '/admin/upcoming-books/new', getHref: () => '/admin/upcoming-books/new' },
  editUpcomingBook: {
    path: '/admin/upcoming-books/edit/:id',
    getHref: (id: string) => `/admin/upcoming-books/edit/${encodeURIComponent(id)}`,
  },
  testimonials: { path: '/admin/testimonials', getHref: () => '/admin/testimonials' },
  kindnessKitSignUps: {
    path: '/admin/kindness-kits/:id/signups',
    getHref: (id: string) => `/admin/kindness-kits/${encodeURIComponent(id)}/signups`,
  },
  messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
  message: { path: '/admin/messages/:id', getHref: (id: string) => `/admin/messages/${encodeURIComponent(id)}` },
  subscribers: { path: '/admin/subscribers', getHref: () => '/admin/subscribers' },
  statistics: { path: '/admin/statistics', getHref: () => '/admin/statistics' },
  settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
} as const;

// Route patterns relative to the '/admin/*' mount (for the admin app's descendant <Routes>).
export function relativeAdminPath(path: string) {
  return path === '/admin' ? '' : path.replace(/^\/admin\//, '');
}

export const adminApiPaths = {
  login: '/api/auth/login',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  checkResetToken: '/api/auth/reset-password/check',
  resetPassword: '/api/auth/reset-password',
  setup: '/api/auth/setup',
  me: '/api/admin/me',
  changePassword: '/api/admin/password',
  dashboard: '/api/admin/dashboard',
  outbox: '/api/admin/outbox',
  books: '/api/admin/books',
  book: (id: string) => `/api/admin/books/${encodeURIComponent(id)}`,
  upload: (kind: 'cover' | 'material' | 'image' | 'kit' | 'logo') => `/api/admin/uploads?kind=${kind}`,
  kits: '/api/admin/kits',
  kit: (id: string) => `/api/admin/kits/${encodeURIComponent(id)}`,
  kitFiles: (id: string) => `/api/admin/kits/${encodeURIComponent(id)}/files`,
  kitFile: (id: string, fileId: string) =>
    `/api/admin/kits/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`,
  kitDownloadLink: (id: string) => `/api/admin/kits/${encodeURIComponent(id)}/download-link`,
  upcomingBooks: '/api/admin/upcoming-books',
  upcomingBook: (id: string) => `/api/admin/upcoming-books/${encodeURIComponent(id)}`,
  testimonials: '/api/admin/testimonials',
  testimonial: (id: string) => `/api/admin/testimonials/${encodeURIComponent(id)}`,
  multimedia: '/api/admin/multimedia',
  multimediaItem: (id: string) => `/api/admin/multimedia/${encodeURIComponent(id)}`,
  materials: '/api/admin/materials',
  authors: '/api/admin/authors',
  author: (name: string) => `/api/admin/authors?name=${encodeURIComponent(name)}`,
  authorProfile: '/api/admin/author-profile',
  messages: '/api/admin/messages',
  message: (id: string) => `/api/admin/messages/${encodeURIComponent(id)}`,
  unreadCount: '/api/admin/messages/unread-count',
  subscribers: '/api/admin/subscribers',
  subscribersExport: '/api/admin/subscribers/export',
  unsubscribe: (id: string) => `/api/admin/subscribers/${encodeURIComponent(id)}/unsubscribe`,
  forgetPerson: '/api/admin/people/forget',
  kitSignUps: (id: string) => `/api/admin/kits/${encodeURIComponent(id)}/signups`,
  kitSignUpsExport: (id: string) => `/api/admin/kits/${encodeURIComponent(id)}/signups/export`,
  statistics: '/api/admin/statistics',
  settings: '/api/admin/settings',
  settingsSection: (section: string) => `/api/admin/settings/${encodeURIComponent(section)}`,
  storageTest: '/api/admin/storage/test',
  backup: '/api/admin/backup',
} as const;

// Every signed-in admin query key starts with 'admin', so signing out can drop them all at
// once. The signed-out pages' keys ('admin-auth') are kept apart: they live on while signed out.
export const adminQueryKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  outbox: ['admin', 'outbox'] as const,
  books: ['admin', 'books'] as const,
  book: (id: string) => ['admin', 'books', id] as const,
  kits: ['admin', 'kits'] as const,
  kit: (id: string) => ['admin', 'kits', id] as const,
  upcomingBooks: ['admin', 'upcoming-books'] as const,
  upcomingBook: (id: string) => ['admin', 'upcoming-books', id] as const,
  testimonials: ['admin', 'testimonials'] as const,
  testimonialsPage: (params: { page: number; bookId: string; q: string }) => ['admin', 'testimonials', params] as const,
  multimedia: ['admin', 'multimedia'] as const,
  materials: ['admin', 'materials'] as const,
  authors: ['admin', 'authors'] as const,
  authorProfile: ['admin', 'author-profile'] as const,
  // Every message query: the pages, one message, and the menu's unread count.
  messages: ['admin', 'messages'] as const,
  messagesPage: (params: { page: number; subject: string; state: string; lang: string; q: string }) =>
    ['admin', 'messages', 'page', params] as const,
  message: (id: string) => ['admin', 'messages', 'one', id] as const,
  unreadCount: ['admin', 'messages', 'unread-count'] as const,
  subscribers: ['admin', 'subscribers'] as const,
  subscribersPage: (params: { page: number; status: string; source: string; lang: string; q: string }) =>
    ['admin', 'subscribers', params] as const,
  // Under the kit's own key: whatever refreshes a kit refreshes its sign-ups, in every language.
  kitSignUps: (id: string, lang = '') => ['admin', 'kits', id, 'signups', lang] as const,
  statistics: (days: number) => ['admin', 'statistics', days] as const,
  settings: ['admin', 'settings'] as const,
  resetToken: (token: string) => ['admin-auth', 'reset-token', token] as const,
};
