import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { trackPageView } from '@/lib/analytics';

// Every route change, the first load included, sends one page view (spec §2, shared layout).
// A route change is a new path: filters kept in the query string (e.g. on /books) are not new
// page views. React StrictMode runs effects twice in development; the location key we last
// handled guards against sending the same navigation twice.
export function RouteChangeTracker() {
  const { key, pathname } = useLocation();
  const last = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const previous = last.current;
    last.current = { key, pathname };
    if (previous && (previous.key === key || previous.pathname === pathname)) return;
    trackPageView(pathname);
  }, [key, pathname]);

  return null;
}
