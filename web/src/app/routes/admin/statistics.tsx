import { PageTitle } from '@/components/page-title';
import { StatisticsReport } from '@/features/admin-statistics/components/statistics-report';

export function StatisticsScreen() {
  return (
    <>
      <PageTitle title="Statistics" admin />
      <StatisticsReport />
    </>
  );
}
