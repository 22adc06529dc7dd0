import { useParams } from 'react-router';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function MultimediaRoute() {
  const { slugWithId = '' } = useParams();
  return (
    <ContentLayout title="Videos & Songs" intro="Videos and songs for this book are coming soon.">
      <ButtonLink to={paths.book.getHref(slugWithId)} variant="secondary">
        Back to Book Details
      </ButtonLink>
    </ContentLayout>
  );
}
