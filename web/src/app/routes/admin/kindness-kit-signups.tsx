import { useParams } from 'react-router';

import { KitSignUps } from '@/features/admin-kit-signups/components/kit-signups';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';

export function KindnessKitSignUpsScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Kit Sign-ups" />
      <KitSignUps key={id} id={id} />
    </>
  );
}
