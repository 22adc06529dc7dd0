import { useState } from 'react';
import type { RouteObject } from 'react-router';

import { FullLoad } from '@/components/full-load';
import { RouteErrorElement } from '@/components/errors/route-error-element';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { createBrowserRouter, RouterProvider } from '@/lib/data-router';

// The admin's routes, in a data router: its unsaved-changes guard asks the data router before
// each navigation (hooks/use-navigation-blocker.ts). A link to a public page leaves this app.
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.root.path,
    errorElement: <RouteErrorElement />,
    hydrateFallbackElement: <Spinner label="Loading..." />,
    lazy: () => import('./routes/admin/admin-root').then(({ default: Component }) => ({ Component })),
  },
  { path: '*', element: <FullLoad /> },
];

export function AdminApp() {
  const [router] = useState(() => createBrowserRouter(adminRoutes));
  return <RouterProvider router={router} />;
}
