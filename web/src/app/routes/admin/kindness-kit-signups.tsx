import { useParams } from 'react-router';

import { PageTitle } from '@/components/page-title';
import { KitSignUps } from '@/features/admin-kit-signups/components/kit-signups';

export function KindnessKitSignUpsScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title="Kit Sign-ups" admin />
      <KitSignUps key={id} id={id} />
    </>
  );
}
