import { PageTitle } from '@/components/page-title';
import { NewKit } from '@/features/admin-kits/components/new-kit';

export function NewKindnessKitScreen() {
  return (
    <>
      <PageTitle title="Add Kindness Kit" admin />
      <NewKit />
    </>
  );
}
