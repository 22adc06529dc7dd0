import { ShieldUser } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { adminPaths } from '@/config/admin-paths';

import { useMe } from './use-me';

export const MSG_OWNERS_ONLY_TITLE = "This page is for the site's owners";
export const MSG_OWNERS_ONLY = 'Ask an owner of the site if you need something changed here.';
const MSG_ME_FAILED = 'Failed to load your account. Please try again.';

// A screen only the site's owners use (People, Subscribers, Settings, a kit's sign-ups). An
// editor who opens its address gets a plain page saying so, and the screen is never mounted,
// so it asks the server for nothing it would refuse her.
export function OwnerOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <Spinner label="Loading..." />;
  if (me.isError) return <LoadError message={MSG_ME_FAILED} onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  if (me.data.role === 'editor') {
    return (
      <section className="mx-auto max-w-xl space-y-4 rounded-3xl border-2 border-amber-200 bg-white p-6 text-center shadow-sm">
        <ShieldUser aria-hidden="true" className="mx-auto size-10 text-orange-700" />
        <h1 className="font-display text-3xl font-bold text-stone-900">{MSG_OWNERS_ONLY_TITLE}</h1>
        <p className="text-stone-700">{MSG_OWNERS_ONLY}</p>
        <ButtonLink to={adminPaths.dashboard.getHref()} variant="secondary">
          Back to the dashboard
        </ButtonLink>
      </section>
    );
  }
  return <>{children}</>;
}
