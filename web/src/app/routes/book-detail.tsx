import { useParams } from 'react-router';

import { ContentLayout } from '@/components/layouts/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function BookDetailRoute() {
  const { slugWithId = '' } = useParams();
  return (
    <ContentLayout title="Book details" intro={<>Details for “{slugWithId}” are coming soon.</>}>
      <div className="flex flex-wrap gap-4">
        <ButtonLink to={paths.multimedia.getHref(slugWithId)}>Watch Videos &amp; Listen to Songs</ButtonLink>
        <ButtonLink to={paths.books.getHref()} variant="secondary">
          Back to all books
        </ButtonLink>
      </div>
    </ContentLayout>
  );
}
