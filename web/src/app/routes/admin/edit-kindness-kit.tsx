import { useParams } from 'react-router';

import { site } from '@/config/site';
import { EditKit } from '@/features/admin-kits/components/edit-kit';

export function EditKindnessKitScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{`Edit Kindness Kit | Admin Portal | ${site.name}`}</title>
      <EditKit key={id} id={id} />
    </>
  );
}
