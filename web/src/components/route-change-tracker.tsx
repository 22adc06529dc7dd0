import { useEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router';

import { trackPageView } from '@/lib/analytics';

// Every route change, the first load included, sends one page view (spec §2, shared layout).
// A route change is a new path: filters kept in the query string (e.g. on /books) are not new
// page views. React StrictMode runs effects twice in development; the location key we last
// handled guards against sending the same navigation twice. The page view carries the address
// the visitor sees: inside the Spanish site's router, pathname lacks the /es basename, and
// without it every Spanish page view was counted as English.
export function RouteChangeTracker() {
  const { key, pathname } = useLocation();
  const href = useHref(pathname);
  // The Spanish home's address is /es/, as the server names it (the router's own is /es).
  const address = pathname === '/' && !href.endsWith('/') ? `${href}/` : href;
  const last = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const previous = last.current;
    last.current = { key, pathname };
    if (previous && (previous.key === key || previous.pathname === pathname)) return;
    trackPageView(address);
  }, [key, pathname, address]);

  return null;
}
