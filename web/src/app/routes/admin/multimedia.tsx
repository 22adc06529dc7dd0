import { AdminTitle } from '@/features/admin-layout/components/admin-title';
import { MultimediaAdmin } from '@/features/admin-multimedia/components/multimedia-admin';

export function MultimediaScreen() {
  return (
    <>
      <AdminTitle title="Videos & Songs" />
      <MultimediaAdmin />
    </>
  );
}
