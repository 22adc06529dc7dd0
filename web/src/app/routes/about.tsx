import { ContentLayout } from '@/components/layouts/content-layout';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function AboutRoute() {
  return (
    <ContentLayout title="Meet the Author" intro="The author's story, creative process and upcoming series.">
      <ButtonLink to={paths.contact.getHref()}>Get in touch</ButtonLink>
    </ContentLayout>
  );
}
