import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';

import { FullLoad } from '@/components/full-load';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { paths } from '@/config/paths';

import { PublicLayout } from './layouts/PublicLayout';

// Each page's code loads when it is first shown (the server preloads the one a visit opens
// with: internal/server/preload.go names these modules).
const HomeRoute = lazy(() => import('./routes/home'));
const BooksRoute = lazy(() => import('./routes/books'));
const BookDetailRoute = lazy(() => import('./routes/book-detail'));
const MultimediaRoute = lazy(() => import('./routes/multimedia'));
const AboutRoute = lazy(() => import('./routes/about'));
const ContactRoute = lazy(() => import('./routes/contact'));
const PrivacyPolicyRoute = lazy(() => import('./routes/privacy-policy'));

// The public site's pages. An error while showing one gives the default error screen, as a
// data router's errorElement would, until the visitor goes elsewhere.
export function PublicRoutes() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Routes>
        <Route path={paths.home.path} element={<PublicLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path={paths.books.path} element={<BooksRoute />} />
          <Route path={paths.book.path} element={<BookDetailRoute />} />
          <Route path={paths.multimedia.path} element={<MultimediaRoute />} />
          <Route path={paths.about.path} element={<AboutRoute />} />
          <Route path={paths.contact.path} element={<ContactRoute />} />
          <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyRoute />} />
          <Route path="*" element={<Navigate to={paths.home.getHref()} replace />} />
        </Route>
        {/* Links into the admin load the page (reloadDocument); this catches any other. */}
        <Route path={paths.admin.root.path} element={<FullLoad />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

// The public site on React Router's declarative router: its data router (about 16 KB gzip
// more) is left to the admin, which needs it (app/admin-app.tsx, lib/data-router.ts).
export function PublicApp() {
  return (
    <BrowserRouter>
      <PublicRoutes />
    </BrowserRouter>
  );
}
