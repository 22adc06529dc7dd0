import { site } from '@/config/site';
import { StatisticsReport } from '@/features/admin-statistics/components/statistics-report';

export function StatisticsScreen() {
  return (
    <>
      <title>{`Statistics | Admin Portal | ${site.name}`}</title>
      <StatisticsReport />
    </>
  );
}
