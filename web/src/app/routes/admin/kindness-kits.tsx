import { PageTitle } from '@/components/page-title';
import { KitsList } from '@/features/admin-kits/components/kits-list';

export function KindnessKitsScreen() {
  return (
    <>
      <PageTitle title="Kindness Kits" admin />
      <KitsList />
    </>
  );
}
