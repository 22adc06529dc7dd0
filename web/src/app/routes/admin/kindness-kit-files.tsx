import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { KitFiles } from '@/features/admin-kits/components/kit-files';

export function KindnessKitFilesScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Kindness Kit Files" admin />
      <KitFiles key={id} id={id} />
    </>
  );
}
