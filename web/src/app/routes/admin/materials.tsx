import { site } from '@/config/site';
import { MaterialsOverview } from '@/features/admin-materials/components/materials-overview';

export function MaterialsScreen() {
  return (
    <>
      <title>{`Materials | Admin Portal | ${site.name}`}</title>
      <MaterialsOverview />
    </>
  );
}
