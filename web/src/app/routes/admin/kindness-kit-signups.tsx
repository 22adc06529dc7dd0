import { useParams } from 'react-router';

import { KitSignUps } from '@/features/admin-kit-signups/components/kit-signups';
import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { OwnerOnly } from '@/lib/auth/owner-only';

export function KindnessKitSignUpsScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <AdminTitle title="Kit Sign-ups" />
      <OwnerOnly>
        <KitSignUps key={id} id={id} />
      </OwnerOnly>
    </>
  );
}
