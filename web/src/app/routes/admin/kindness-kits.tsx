import { KitsList } from '@/features/admin-kits/components/kits-list';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function KindnessKitsScreen() {
  return (
    <>
      <AdminTitle title="Kindness Kits" />
      <KitsList />
    </>
  );
}
