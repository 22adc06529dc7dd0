import { NewKit } from '@/features/admin-kits/components/new-kit';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function NewKindnessKitScreen() {
  return (
    <>
      <AdminTitle title="Add Kindness Kit" />
      <NewKit />
    </>
  );
}
