import { BrowserRouter, matchRoutes, Route, Routes, useLocation } from 'react-router';

import { FullLoad } from '@/components/full-load';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { paths } from '@/config/paths';
import { withPrivacyWords } from '@/features/privacy/privacy-words';
import { currentLang } from '@/lib/i18n';

import { PublicLayout } from './layouts/PublicLayout';
import { lazyPage, type LazyPage } from './lazy-page';

// The public pages. Each one's code loads when it is first shown; the server preloads the one a
// visit opens with (internal/server/preload.go names these modules).
const pages: Array<{ path: string; page: LazyPage }> = [
  { path: paths.home.path, page: lazyPage(() => import('./routes/home')) },
  { path: paths.books.path, page: lazyPage(() => import('./routes/books')) },
  { path: paths.book.path, page: lazyPage(() => import('./routes/book-detail')) },
  { path: paths.multimedia.path, page: lazyPage(() => import('./routes/multimedia')) },
  { path: paths.about.path, page: lazyPage(() => import('./routes/about')) },
  { path: paths.contact.path, page: lazyPage(() => import('./routes/contact')) },
  { path: paths.privacyPolicy.path, page: lazyPage(() => withPrivacyWords(import('./routes/privacy-policy'))) },
  { path: paths.newsletter.path, page: lazyPage(() => import('./routes/newsletter')) },
  { path: paths.newsletterIssue.path, page: lazyPage(() => import('./routes/newsletter-issue')) },
  // Any other address: the page that says no page is there (the server answers it with 404).
  { path: '*', page: lazyPage(() => import('./routes/not-found')) },
];

// Loads the code of the page at pathname, if it is one, before the app first renders it.
export async function preloadPage(pathname: string): Promise<void> {
  await matchRoutes(pages, pathname)?.[0]?.route.page.preload();
}

// The public site's pages. An error while showing one gives the default error screen, as a
// data router's errorElement would, until the visitor goes elsewhere.
export function PublicRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Routes>
        <Route path={paths.home.path} element={<PublicLayout />}>
          {pages.map(({ path, page: { Page } }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        {/* Links into the admin load the page (reloadDocument); this catches any other. */}
        <Route path={paths.admin.root.path} element={<FullLoad />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

// The public site on React Router's declarative router: its data router (about 16 KB gzip
// more) is left to the admin, which needs it (app/admin-app.tsx, lib/data-router.ts).
// A Spanish page runs the same routes under /es, so every link inside it stays in Spanish.
export function PublicApp() {
  return (
    <BrowserRouter basename={currentLang() === 'es' ? '/es' : undefined}>
      <PublicRoutes />
    </BrowserRouter>
  );
}
