import { Dashboard } from '@/features/admin-dashboard/components/dashboard';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { useSession } from '@/lib/auth/use-session';

export function DashboardScreen() {
  const { session } = useSession();
  return (
    <>
      <AdminTitle title="Dashboard" />
      <Dashboard email={session?.user.email ?? ''} />
    </>
  );
}
