import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { EditKit } from '@/features/admin-kits/components/edit-kit';

export function EditKindnessKitScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Edit Kindness Kit" admin />
      <EditKit key={id} id={id} />
    </>
  );
}
