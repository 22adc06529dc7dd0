import { site } from '@/config/site';
import { KitsList } from '@/features/admin-kits/components/kits-list';

export function KindnessKitsScreen() {
  return (
    <>
      <title>{`Kindness Kits | Admin Portal | ${site.name}`}</title>
      <KitsList />
    </>
  );
}
