import { site } from '@/config/site';
import { NewKit } from '@/features/admin-kits/components/new-kit';

export function NewKindnessKitScreen() {
  return (
    <>
      <title>{`Add Kindness Kit | Admin Portal | ${site.name}`}</title>
      <NewKit />
    </>
  );
}
