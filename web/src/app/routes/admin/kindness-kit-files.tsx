import { useParams } from 'react-router';

import { KitFiles } from '@/features/admin-kits/components/kit-files';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function KindnessKitFilesScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Kindness Kit Files" />
      <KitFiles key={id} id={id} />
    </>
  );
}
