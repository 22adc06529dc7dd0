import { useParams } from 'react-router';

import { site } from '@/config/site';
import { KitSignUps } from '@/features/admin-kit-signups/components/kit-signups';

export function KindnessKitSignUpsScreen() {
  const { id = '' } = useParams();
  return (
    <>
      <title>{`Kit Sign-ups | Admin Portal | ${site.name}`}</title>
      <KitSignUps key={id} id={id} />
    </>
  );
}
