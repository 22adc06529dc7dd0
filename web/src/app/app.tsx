import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';

import { paths } from '@/config/paths';
import { pathInLang } from '@/lib/i18n';

import { preloadPage, PublicApp } from './public-app';

// Whether a path is the admin's, matched as the routers match it (any case, encoded
// letters): the two apps must agree, or each would send such a page back to the other.
export function isAdminPath(pathname: string): boolean {
  return matchRoutes([{ path: paths.admin.root.path }], pathname) !== null;
}

// The app a page starts: the admin and its data router load only on the admin's own pages,
// so none of their code is in the public pages' entry script. A public page's own code is
// loaded first, so the page is in the app's first render.
export async function loadApp(pathname: string): Promise<ComponentType> {
  if (isAdminPath(pathname)) return (await import('./admin-app')).AdminApp;
  await preloadPage(pathInLang(pathname, 'en')); // a Spanish page's route, without /es
  return PublicApp;
}
