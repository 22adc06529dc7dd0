import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { StatisticsReport } from '@/features/admin-statistics/components/statistics-report';

export function StatisticsScreen() {
  return (
    <>
      <AdminTitle title="Statistics" />
      <StatisticsReport />
    </>
  );
}
