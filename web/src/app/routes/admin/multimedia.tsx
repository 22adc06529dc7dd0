import { PageTitle } from '@/components/page-title';
import { MultimediaAdmin } from '@/features/admin-multimedia/components/multimedia-admin';

export function MultimediaScreen() {
  return (
    <>
      <PageTitle title="Videos & Songs" admin />
      <MultimediaAdmin />
    </>
  );
}
