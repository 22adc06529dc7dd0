import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';

import { RouteError } from '@/components/errors/route-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';

import { PublicLayout } from './layouts/PublicLayout';

// What a lazily loaded route module may export.
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

// Turns a route module into the pieces a lazy route returns; loaders get the query client.
const convert =
  (queryClient: QueryClient) =>
  ({ default: Component, clientLoader }: RouteModule) => ({
    Component,
    ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
  });

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const load = convert(queryClient);
  return [
    {
      path: paths.home.path,
      element: <PublicLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Spinner label={t('layout.loading')} />,
      children: [
        { index: true, lazy: () => import('./routes/home').then(load) },
        { path: paths.books.path, lazy: () => import('./routes/books').then(load) },
        { path: paths.book.path, lazy: () => import('./routes/book-detail').then(load) },
        { path: paths.multimedia.path, lazy: () => import('./routes/multimedia').then(load) },
        { path: paths.about.path, lazy: () => import('./routes/about').then(load) },
        { path: paths.contact.path, lazy: () => import('./routes/contact').then(load) },
        { path: paths.privacyPolicy.path, lazy: () => import('./routes/privacy-policy').then(load) },
        { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
      ],
    },
    {
      path: paths.admin.root.path,
      errorElement: <RouteError />,
      hydrateFallbackElement: <Spinner label={t('layout.loading')} />,
      lazy: () => import('./routes/admin/admin-root').then(load),
    },
  ];
}

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(createRoutes(queryClient)), [queryClient]);
  return <RouterProvider router={router} />;
}
