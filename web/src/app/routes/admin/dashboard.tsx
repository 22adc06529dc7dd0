import { PageTitle } from '@/components/page-title';
import { Dashboard } from '@/features/admin-dashboard/components/dashboard';
import { useSession } from '@/lib/auth/use-session';

export function DashboardScreen() {
  const { session } = useSession();
  return (
    <>
      <PageTitle title="Dashboard" admin />
      <Dashboard email={session?.user.email ?? ''} />
    </>
  );
}
