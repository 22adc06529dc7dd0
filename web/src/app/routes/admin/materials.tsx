import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { MaterialsOverview } from '@/features/admin-materials/components/materials-overview';

export function MaterialsScreen() {
  return (
    <>
      <AdminTitle title="Materials" />
      <MaterialsOverview />
    </>
  );
}
