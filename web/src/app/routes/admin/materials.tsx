import { PageTitle } from '@/components/page-title';
import { MaterialsOverview } from '@/features/admin-materials/components/materials-overview';

export function MaterialsScreen() {
  return (
    <>
      <PageTitle title="Materials" admin />
      <MaterialsOverview />
    </>
  );
}
