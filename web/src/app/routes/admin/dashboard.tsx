import { site } from '@/config/site';
import { Dashboard } from '@/features/admin-dashboard/components/dashboard';
import { useSession } from '@/lib/auth/use-session';

export function DashboardScreen() {
  const { session } = useSession();
  return (
    <>
      <title>{`Dashboard | Admin Portal | ${site.name}`}</title>
      <Dashboard email={session?.user.email ?? ''} />
    </>
  );
}
