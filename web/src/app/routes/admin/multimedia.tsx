import { site } from '@/config/site';
import { MultimediaAdmin } from '@/features/admin-multimedia/components/multimedia-admin';

export function MultimediaScreen() {
  return (
    <>
      <title>{`Videos & Songs | Admin Portal | ${site.name}`}</title>
      <MultimediaAdmin />
    </>
  );
}
