import { useParams } from 'react-router';

import { EditKit } from '@/features/admin-kits/components/edit-kit';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function EditKindnessKitScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Edit Kindness Kit" />
      <EditKit key={id} id={id} />
    </>
  );
}
