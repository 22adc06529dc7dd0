import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';

import { useSession } from './use-session';

// Where the login page sends the admin afterwards (RequireAuth puts it in the location state).
export type LoginRedirectState = { from?: string } | null;

export function SessionSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  );
}

// Protected admin screens: a spinner while the session loads; the login page without one.
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'unauthenticated') {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={adminPaths.login.getHref()} replace state={state} />;
  }
  return <>{children}</>;
}

// The login page: a signed-in visitor goes on to the dashboard (or where they were headed).
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'authenticated') return <Navigate to={safeAdminTarget(location.state)} replace />;
  return <>{children}</>;
}

// Only admin paths (never another site, never the login page itself) are followed after sign-in.
export function safeAdminTarget(state: unknown): string {
  const from = (state as LoginRedirectState)?.from;
  if (
    typeof from === 'string' &&
    /^\/admin(\/|$|\?)/.test(from) &&
    !from.startsWith(adminPaths.login.getHref())
  ) {
    return from;
  }
  return adminPaths.dashboard.getHref();
}
