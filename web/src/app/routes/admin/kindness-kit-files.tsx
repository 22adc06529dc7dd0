import { useParams } from 'react-router';

import { site } from '@/config/site';
import { KitFiles } from '@/features/admin-kits/components/kit-files';

export function KindnessKitFilesScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{`Kindness Kit Files | Admin Portal | ${site.name}`}</title>
      <KitFiles key={id} id={id} />
    </>
  );
}
